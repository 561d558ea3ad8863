/*
CPU-side checks of layernorm_forward.cu's reference and of the lab's tolerance. No GPU is used.

  1. layernorm_forward_cpu against an independent long-double computation (Welford's one-pass
     update, a different algorithm), on random rows, large-mean rows, and tiny/odd cols.
  2. The tolerance (common.h, section 6) is neither too tight nor too loose:
     - it accepts a float32 emulation of the slowest honest kernel (kernel 1: sequential two-pass
       sums, stored to floatX) on large-mean rows up to 65536 columns;
     - it accepts the pivot-shifted one-pass formula of kernels 4 and 5;
     - it rejects the textbook one-pass E[x^2] - E[x]^2 in float32 on large-mean rows;
     - it rejects a NaN and an element moved by twice its tolerance.
Each check prints "PASS: ..." or "FAIL: ..."; dev/run_tests.sh counts them.
*/
#define LNLAB_NO_MAIN
#include "../layernorm_forward.cu"

#include "test_common.h"

static HostProblem make_problem(int rows, int cols, uint64_t seed) { return make_problem_for(&forward_pass, rows, cols, seed); }

// 1. Independent reference: Welford's running mean and M2 in long double.
static void check_reference(int rows, int cols) {
    HostProblem p = make_problem(rows, cols, 1234 + cols);
    double worst = 0.0;
    for (int row = 0; row < rows; row++) {
        const float* x = p.host[FWD_INP] + (size_t)row * cols;
        long double running_mean = 0.0L, m2 = 0.0L;
        for (int col = 0; col < cols; col++) {
            long double delta = x[col] - running_mean;
            running_mean += delta / (col + 1);
            m2 += delta * (x[col] - running_mean);
        }
        long double row_rstd = 1.0L / sqrtl(m2 / cols + (long double)LAYERNORM_EPS);
        worst = fmax(worst, fabs((double)(p.ref[FWD_MEAN][row] - running_mean)) / (1.0 + fabsl(running_mean)));
        worst = fmax(worst, fabs((double)(p.ref[FWD_RSTD][row] - row_rstd)) / (double)row_rstd);
        for (int col = 0; col < cols; col++) {
            long double y = (x[col] - running_mean) * row_rstd * p.host[FWD_WEIGHT][col] + p.host[FWD_BIAS][col];
            worst = fmax(worst, fabs((double)(p.ref[FWD_OUT][(size_t)row * cols + col] - y)) / (1.0 + fabsl(y)));
        }
    }
    char what[128], detail[128];
    snprintf(what, sizeof(what), "reference matches long-double Welford at rows %d x cols %d", rows, cols);
    snprintf(detail, sizeof(detail), "worst relative difference %.2e (limit 1e-10)", worst);
    report(worst < 1e-10, what, detail);
    free_problem(&p);
}

// 2. Float32 emulations of kernels, scored with the lab's own check.
typedef enum { SEQUENTIAL_TWO_PASS, SHIFTED_ONE_PASS, TEXTBOOK_ONE_PASS } Formula;

static size_t emulate_and_check(const HostProblem* p, Formula formula, double* max_abs) {
    const int rows = p->rows, cols = p->cols;
    float* out = (float*)host_malloc((size_t)rows * cols * sizeof(float), "emulation");
    float* mean = (float*)host_malloc(rows * sizeof(float), "emulation");
    float* rstd = (float*)host_malloc(rows * sizeof(float), "emulation");
    for (int row = 0; row < rows; row++) {
        const float* x = p->host[FWD_INP] + (size_t)row * cols;
        float row_mean, var;
        if (formula == SEQUENTIAL_TWO_PASS) {
            float sum = 0.0f;
            for (int col = 0; col < cols; col++) sum += x[col];
            row_mean = sum / cols;
            float sum_squares = 0.0f;
            for (int col = 0; col < cols; col++) { float d = x[col] - row_mean; sum_squares += d * d; }
            var = sum_squares / cols;
        } else {
            float pivot = formula == SHIFTED_ONE_PASS ? x[0] : 0.0f;
            float sum = 0.0f, sum_squares = 0.0f;
            for (int col = 0; col < cols; col++) { float d = x[col] - pivot; sum += d; sum_squares += d * d; }
            float mean_shifted = sum / cols;
            var = sum_squares / cols - mean_shifted * mean_shifted;
            row_mean = pivot + mean_shifted;
        }
        float row_rstd = 1.0f / sqrtf(fmaxf(var, 0.0f) + LAYERNORM_EPS);
        for (int col = 0; col < cols; col++)
            out[(size_t)row * cols + col] = round_to_floatX((x[col] - row_mean) * row_rstd * p->host[FWD_WEIGHT][col] + p->host[FWD_BIAS][col]);
        mean[row] = row_mean;
        rstd[row] = row_rstd;
    }
    size_t failures = 0;
    *max_abs = 0;
    CheckResult results[3] = {
        check_tensor("out", out, p->ref[FWD_OUT], p->tol[FWD_OUT], (size_t)rows * cols, cols, 0),
        check_tensor("mean", mean, p->ref[FWD_MEAN], p->tol[FWD_MEAN], rows, 1, 0),
        check_tensor("rstd", rstd, p->ref[FWD_RSTD], p->tol[FWD_RSTD], rows, 1, 0),
    };
    for (int i = 0; i < 3; i++) { failures += results[i].failures; *max_abs = fmax(*max_abs, results[i].max_abs); }
    free(out); free(mean); free(rstd);
    return failures;
}

static void check_emulation(int rows, int cols, Formula formula, int expect_pass) {
    static const char* names[] = {"sequential two-pass float32 (kernel 1)", "pivot-shifted one-pass float32 (kernels 4, 5)",
                                  "textbook one-pass E[x^2]-E[x]^2 float32"};
    HostProblem p = make_problem(rows, cols, 99 + cols);
    double max_abs = 0;
    size_t failures = emulate_and_check(&p, formula, &max_abs);
    char what[160], detail[160];
    snprintf(what, sizeof(what), "tolerance %s %s at rows %d x cols %d (" FLOATX_NAME ")", expect_pass ? "accepts" : "rejects",
             names[formula], rows, cols);
    snprintf(detail, sizeof(detail), "%zu elements outside tolerance, max abs error %.3g", failures, max_abs);
    report(expect_pass ? failures == 0 : failures > 0, what, detail);
    free_problem(&p);
}

static void check_detects_bad_values(void) {
    HostProblem p = make_problem(4, 33, 7);
    size_t count = (size_t)4 * 33;
    float* got = (float*)host_malloc(count * sizeof(float), "test");
    for (size_t i = 0; i < count; i++) got[i] = (float)p.ref[FWD_OUT][i];
    CheckResult clean = check_tensor("out", got, p.ref[FWD_OUT], p.tol[FWD_OUT], count, 33, 0);
    report(clean.failures == 0, "check_tensor accepts the reference rounded to float", "");
    got[5] = NAN;
    CheckResult with_nan = check_tensor("out", got, p.ref[FWD_OUT], p.tol[FWD_OUT], count, 33, 0);
    report(with_nan.failures == 1, "check_tensor rejects a NaN (an unwritten, poisoned element)", "");
    got[5] = (float)(p.ref[FWD_OUT][5] + 2.0 * p.tol[FWD_OUT][5]);
    CheckResult moved = check_tensor("out", got, p.ref[FWD_OUT], p.tol[FWD_OUT], count, 33, 0);
    report(moved.failures == 1, "check_tensor rejects an element moved by twice its tolerance", "");
    free(got);
    free_problem(&p);
}

// The storage term covers the rounding of any value to floatX, normal or subnormal.
static void check_storage_rounding(void) {
    double worst = 0.0;
    uint64_t state = 5;
    for (int i = 0; i < 200000; i++) {
        double value = (random_uniform(&state) - 0.5) * pow(10.0, -9.0 + 14.0 * random_uniform(&state));  // 1e-9 .. 1e5
        double rounded = round_to_floatX(value);
        double allowed = tolerance(ELEM_FLOATX, value, 1, 0.0);
        worst = fmax(worst, fabs(rounded - value) / allowed);
    }
    char detail[96];
    snprintf(detail, sizeof(detail), "worst rounding error / tolerance %.3f (limit 1)", worst);
    report(worst <= 1.0, "tolerance covers rounding to " FLOATX_NAME " from 1e-9 to 1e5, subnormals included", detail);
}

int main(void) {
    printf("layernorm_forward CPU checks (" FLOATX_NAME ")\n");
    const int shapes[][2] = {{1, 1}, {3, 1}, {3, 2}, {5, 3}, {6, 31}, {4, 128}, {7, 767}, {9, 1600}, {3, 4097}, {2, 65536}};
    for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++) check_reference(shapes[i][0], shapes[i][1]);

    const int emulation_cols[] = {1, 3, 31, 768, 4097, 65536};
    for (size_t i = 0; i < sizeof(emulation_cols) / sizeof(emulation_cols[0]); i++) {
        int rows = emulation_cols[i] >= 4096 ? 6 : 30;
        check_emulation(rows, emulation_cols[i], SEQUENTIAL_TWO_PASS, 1);
        check_emulation(rows, emulation_cols[i], SHIFTED_ONE_PASS, 1);
    }
    const int textbook_cols[] = {3, 31, 768, 4097};
    for (size_t i = 0; i < sizeof(textbook_cols) / sizeof(textbook_cols[0]); i++)
        check_emulation(30, textbook_cols[i], TEXTBOOK_ONE_PASS, 0);
    check_detects_bad_values();
    check_storage_rounding();
    return failed_checks ? 1 : 0;
}
