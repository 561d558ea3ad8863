// Shared by the CPU tests in dev/: one line per check, and a problem filled as the harness fills it.
// Include after the program under test (which defines its Pass).
#pragma once
#include <unistd.h>   // dup, dup2: check_csv_row_fields captures stdout

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

// The harness's --csv row (print_row) has the header's 12 fields (CSV_COLUMNS) for a run that passed and for a skip
// whose reason has commas (the launchers' "registers, see its comment"), read by awk and cut as by a CSV reader.
static int csv_fields(const char* line) {
    int fields = 1;
    for (const char* c = line; *c; c++) fields += *c == ',';
    return fields;
}
static void check_csv_row_fields(const Pass* pass) {
    Lab lab;
    memset(&lab, 0, sizeof(lab));
    lab.pass = pass;
    lab.host.rows = 3;
    lab.host.cols = 5;
    Options options;
    memset(&options, 0, sizeof(options));
    options.csv = 1;
    const RunResult runs[] = {{256, "ok", 1e-6, 2e-6, 0.5f}, {1024, "SKIP: built for at most 512 threads a block (registers, see its comment)", 0, 0, 0}};
    char detail[320] = "";
    int bad = 0;
    for (int timed = 0; timed < 2; timed++) {
        options.check_only = !timed;
        for (size_t i = 0; i < sizeof(runs) / sizeof(runs[0]); i++) {
            char line[512] = "";
            fflush(stdout);
            FILE* capture = tmpfile();
            const int saved = dup(1);
            const int captured = capture && saved >= 0 && dup2(fileno(capture), 1) >= 0;
            if (captured) {
                print_row(&lab, &options, &pass->variants[0], &runs[i], "yes", 1e6, 0.4f);
                fflush(stdout);
                dup2(saved, 1);
                rewind(capture);
                if (!fgets(line, sizeof(line), capture)) line[0] = 0;
                line[strcspn(line, "\n")] = 0;
            }
            if (saved >= 0) close(saved);
            if (capture) fclose(capture);
            if (!captured) { report(0, "the --csv row", "cannot capture stdout"); return; }
            if (csv_fields(line) != csv_fields(CSV_COLUMNS) && !bad++)
                snprintf(detail, sizeof(detail), "%d fields, the header %d: %s", csv_fields(line), csv_fields(CSV_COLUMNS), line);
        }
    }
    report(bad == 0, "the --csv row has the header's fields, a skip whose reason has commas too", detail);
}
