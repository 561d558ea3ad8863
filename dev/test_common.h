// Shared by the CPU tests in dev/: one line per check, and a problem filled as the harness fills it.
// Include after the program under test (which defines its Pass).
#pragma once

static int failed_checks = 0;

// Prints "PASS: what" or "FAIL: what -- detail"; dev/run_tests.sh counts these lines.
static void report(int ok, const char* what, const char* detail) {
    printf("%s: %s%s%s\n", ok ? "PASS" : "FAIL", what, detail[0] ? " -- " : "", detail);
    if (!ok) failed_checks++;
}

// Inputs, reference and tolerances of `pass` at rows x cols, as lab_main makes them (with
// `outlier_spreads` > 0, as --outliers makes them, at that many spreads).
static HostProblem make_problem_with_outliers(const Pass* pass, int rows, int cols, uint64_t seed, double outlier_spreads) {
    HostProblem p;
    memset(&p, 0, sizeof(p));
    p.rows = rows; p.cols = cols;
    p.outlier_spreads = outlier_spreads;
    for (int t = 0; t < pass->num_tensors; t++) {
        size_t count = tensor_count(&pass->tensors[t], rows, cols);
        p.host[t] = (float*)host_malloc(count * sizeof(float), "test");
        if (pass->tensors[t].is_output) {
            p.ref[t] = (double*)host_malloc(count * sizeof(double), "test");
            p.tol[t] = (float*)host_malloc(count * sizeof(float), "test");
        }
    }
    pass->make_inputs(&p, seed);
    pass->reference(&p);
    return p;
}
static HostProblem make_problem_for(const Pass* pass, int rows, int cols, uint64_t seed) {
    return make_problem_with_outliers(pass, rows, cols, seed, 0.0);
}

static void free_problem(HostProblem* p) {
    for (int t = 0; t < MAX_TENSORS; t++) { free(p->host[t]); free(p->ref[t]); free(p->tol[t]); }
}
