/*
CPU-side checks of layernorm_forward.cu's reference and of the lab's tolerance. No GPU is used.

  1. layernorm_forward_cpu against an independent long-double computation (Welford's one-pass
     update, a different algorithm), on random rows, large-mean rows, and tiny/odd cols.
  2. The tolerance (common.h, section 6) is neither too tight nor too loose:
     - it accepts a float32 emulation of the slowest honest kernel (kernel 1: sequential two-pass
       sums, stored to floatX) on large-mean rows up to 65536 columns;
     - it accepts the pivot-shifted one-pass formula of kernels 4, 10 and 11 (summed in a warp's 32
       lanes, as they sum) on the lab's rows;
     - it accepts the merged moments of kernels 10-12 (each Pack's moments about its own first
       value, merged by the kernels' own add_pack_moments and merge_moments) on the lab's rows;
     - it accepts kernel 10's team moments (FORWARD10_STATS=2: each thread's own two-pass moments, a warp's
       summed about its first lane's mean, the warps merged as two passes; row_merge_moments) on the lab's rows;
     - rows whose first element is an outlier (100 and 10^4 from the rest): the merged moments and the team
       moments are accepted there, at 768, 4096 and 65536 columns. (The pivot-shifted one pass is not, in fp32 at
       every width and in 16-bit at 65536 columns: that is why the merged moments exist; see
       `Moments` in layernorm_forward.cu.)
     - in 16-bit, it accepts the normalize as one FMA (FORWARD_NORMALIZE_FMA: x * rstd + shift, shift = -mean *
       rstd) after the checked pivot's statistics, on the lab's rows and on outlier-first rows;
     - it rejects the textbook one-pass E[x^2] - E[x]^2 in float32 on large-mean rows;
     - it rejects a NaN and an element moved by twice its tolerance.
  3. shift_packs, the register shift of weight and bias for rows with a head (forward kernels 8, and 9 and 10
     by default, FORWARD_SHIFTED_INSTANCES), at every offset.
  4. forward13_split, kernel 13's split of a row between registers and shared memory: every Pack of every
     width has exactly one place, no more shared memory than the Packs need, the registers used first (up to
     FORWARD13_REGISTER_PACKS a thread).
  5. The dispatcher's ring table asks for the pivot (kernel 11 with STATS_PIVOT) only up to
     FORWARD_PIVOT_SAFE_COLS, the widest rows at which it passed --outliers on the H100 (kernel 10's one-pass
     range ends there by construction where it is built with the bare pivot, -DFORWARD10_STATS=1).
  6. fewest_warps_threads (the dispatcher's block teams of whole warps) keeps the Packs a thread, in whole warps.
  7. The harness's --csv row has the header's fields, for a skip whose reason has commas too (dev/test_common.h).
  8. Kernels 9 and 10's instance tables: the row one_team_packs_row picks holds, in each scope, the instance of
     those Packs that shifts weight and bias exactly where it should (16-bit rows with a head: 4 Packs in every
     scope, 1 and 2 Packs in block teams where FORWARD_SHIFTED_NARROW is on; fp32 never).
  9. The dispatcher's rule for rung 14 (two rows a warp) takes the 16-bit cells where it was measured ahead and
     leaves those where another rung led; in fp32 none. It fails with -DFORWARD15_PAIRS_MAX_COLS=0.
 10. Kernel 11's checked pivot (STATS_PIVOT_CHECKED: the pivot's one pass, the two passes again where
     pivot_needs_two_passes says so), emulated in a warp's 32 lanes: accepted by the tolerance on the lab's rows (check
     2's widths) and on outlier-first rows (768, 4096, 65536 columns), and on 3000 random rows at 1024 and 1600 columns
     it takes the two passes at most 1 % of rows, on every outlier row. It fails with
     -DFORWARD_PIVOT_MAX_SHIFT2=1e30f (the bare pivot, rejected on outlier rows) or 0 (two passes everywhere).
 11. The dispatcher's head rule (forward15_head_two_pack_threads): 16-bit rows with a head of 2056-4103 columns take
     2 Packs a thread in the fewest whole warps at every row count (the fifty-eighth round's picks, dev/NOTES.md [B58],
     [C58]: 4097 columns 256 threads, 3001 192, 2401 160), on kernel 9 in bf16 and kernel 10 in fp16; aligned rows,
     rows that 128 threads already hold at 2 Packs and rows past 4103 columns do not; fp32 never. It fails with
     -DFORWARD15_HEAD_TWO_PACKS_MAX_ROWS=8192 (32768 rows off the rule) or -DFORWARD15_HEAD_TWO_PACKS_KERNEL9=0 (bf16).
 12. The dispatcher's block teams (forward15_block_teams) at the widths the rounds measured: kernel 10 at 2 Packs a
     thread in 16-bit where the 2-Pack rule holds (4096 columns 256 threads, 8192 512, 10240 640), at 4 Packs where its
     block would be 1024 threads (16384: 512, the sixtieth round), not at 12288 in fp16 (768 threads leave over 1/8 of
     an SM's slots empty: kernel 9 at 384); fp32 at 8 Packs a thread (8192 columns 256 threads, 16384 512: the sixtieth
     round), never kernel 10. The sixty-second round's full blocks (FORWARD15_FULL_BLOCK): 16-bit 14344-16384 columns
     on kernel 10 at 256 threads (14336 and 16392 not), fp32 3592-4096 on kernel 9 at 512 (3584 and 4104 not). It
     fails with -DFORWARD15_TWO_PACKS_BELOW_THREADS=2048, -DFORWARD15_FP32_PACKS_TARGET=6 or -DFORWARD15_FULL_BLOCK=0.
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
// NORMALIZE_FMA: the checked pivot's statistics, and the normalize as FORWARD_NORMALIZE_FMA computes it in 16-bit
// (normalized_value: fmaf(x, rstd, -mean * rstd), then fmaf with weight and bias, as nvcc contracts it).
typedef enum { SEQUENTIAL_TWO_PASS, SHIFTED_ONE_PASS, TEXTBOOK_ONE_PASS, MERGED_MOMENTS, TEAM_MOMENTS, CHECKED_PIVOT,
               NORMALIZE_FMA } Formula;

// Every lane gets the sum of the 32 lanes' values, added in the order of warp_sum2's butterfly.
static void emulate_butterfly(float2* lanes) {
    float2 next[WARP_SIZE];
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        for (int lane = 0; lane < WARP_SIZE; lane++)
            next[lane] = make_float2(lanes[lane].x + lanes[lane ^ offset].x, lanes[lane].y + lanes[lane ^ offset].y);
        for (int lane = 0; lane < WARP_SIZE; lane++) lanes[lane] = next[lane];
    }
}

// Kernel 10's merged moments (FORWARD10_STATS=2: row_merge_moments) on one row, as a block team of `threads` threads takes it: thread
// t holds Packs t, t + threads, ... (the last, partial Pack with them), its own two-pass moments; each warp's
// lanes summed about the mean of its first lane with values (warp_shifted_moments); the warps' moments merged as
// two passes (lane w holds warp w's). The kernels' own moments_as_shifted_sums and moments_from_shifted_sums.
static Moments emulate_team_moments(const float* x, int cols, int threads) {
    const int warps = threads / WARP_SIZE;
    Moments warp_totals[WARP_SIZE];
    for (int warp = 0; warp < warps; warp++) {
        Moments own[WARP_SIZE];
        for (int lane = 0; lane < WARP_SIZE; lane++) {
            const int rank = warp * WARP_SIZE + lane;
            float count = 0.0f, sum = 0.0f, m2 = 0.0f;
            for (int col = 0; col < cols; col++)
                if ((col / PACK_SIZE) % threads == rank) { count += 1.0f; sum += x[col]; }
            const float mean = count > 0.0f ? sum / count : 0.0f;
            for (int col = 0; col < cols; col++)
                if ((col / PACK_SIZE) % threads == rank) m2 += (x[col] - mean) * (x[col] - mean);
            own[lane] = (Moments){count, mean, m2};
        }
        int first = -1;
        for (int lane = 0; lane < WARP_SIZE && first < 0; lane++) if (own[lane].count > 0.0f) first = lane;
        if (first < 0) { warp_totals[warp] = own[0]; continue; }
        float2 sums[WARP_SIZE], counts[WARP_SIZE];
        for (int lane = 0; lane < WARP_SIZE; lane++) {
            sums[lane] = moments_as_shifted_sums(own[lane], own[first].mean);
            counts[lane] = make_float2(own[lane].count, 0.0f);
        }
        emulate_butterfly(sums);
        emulate_butterfly(counts);
        warp_totals[warp] = moments_from_shifted_sums(counts[0].x, own[first].mean, sums[0].x, sums[0].y);
    }
    float2 weighted[WARP_SIZE], m2[WARP_SIZE];
    for (int lane = 0; lane < WARP_SIZE; lane++)
        weighted[lane] = lane < warps ? make_float2(warp_totals[lane].count * warp_totals[lane].mean, warp_totals[lane].count)
                                      : make_float2(0.0f, 0.0f);
    emulate_butterfly(weighted);
    const Moments total = {weighted[0].y, weighted[0].x / weighted[0].y, 0.0f};
    for (int lane = 0; lane < WARP_SIZE; lane++) {
        const float offset = lane < warps ? warp_totals[lane].mean - total.mean : 0.0f;
        m2[lane] = make_float2(lane < warps ? warp_totals[lane].m2 + warp_totals[lane].count * offset * offset : 0.0f, 0.0f);
    }
    emulate_butterfly(m2);
    return (Moments){total.count, total.mean, m2[0].x};
}

// The pivot-shifted one pass as the fewest-threads one-pass rung sums: a warp's 32 lanes, lane l taking columns l,
// l + 32, ..., then the lanes' sums added in a tree (kernels 4 and 11; kernels 10 and 12 at 32 threads).
static void emulate_pivot_pass(const float* x, int cols, float* row_mean, float* var) {
    const float pivot = x[0];
    float sum[WARP_SIZE] = {0}, sum_squares[WARP_SIZE] = {0};
    for (int col = 0; col < cols; col++) {
        const float d = x[col] - pivot;
        sum[col % WARP_SIZE] += d;
        sum_squares[col % WARP_SIZE] += d * d;
    }
    for (int half = WARP_SIZE / 2; half > 0; half /= 2)
        for (int lane = 0; lane < half; lane++) { sum[lane] += sum[lane + half]; sum_squares[lane] += sum_squares[lane + half]; }
    const float mean_shifted = sum[0] / cols;
    *var = sum_squares[0] / cols - mean_shifted * mean_shifted;
    *row_mean = pivot + mean_shifted;
}

// A row's sums as a warp's 32 lanes take them (lane l: columns l, l + 32, ...), the lanes then added in a tree.
static float lanes_sum(const float* x, int cols, float center, int squares) {
    float lanes[WARP_SIZE] = {0};
    for (int col = 0; col < cols; col++) { const float d = x[col] - center; lanes[col % WARP_SIZE] += squares ? d * d : x[col]; }
    for (int half = WARP_SIZE / 2; half > 0; half /= 2)
        for (int lane = 0; lane < half; lane++) lanes[lane] += lanes[lane + half];
    return lanes[0];
}

// Kernel 11's STATS_PIVOT_CHECKED on one row: the pivot's one pass in 32 lanes, then, where pivot_needs_two_passes
// (the kernel's own test) says so, the two passes in 32 lanes. Counts the rows that took the two passes.
static int checked_pivot_fallbacks = 0;
static void emulate_checked_pivot(const float* x, int cols, float* row_mean, float* var) {
    const float pivot = x[0];
    emulate_pivot_pass(x, cols, row_mean, var);
    const float rstd = 1.0f / sqrtf(fmaxf(*var, 0.0f) + LAYERNORM_EPS);
    if (pivot_needs_two_passes(*row_mean, rstd, pivot)) {
        checked_pivot_fallbacks++;
        *row_mean = lanes_sum(x, cols, 0.0f, 0) / cols;
        *var = lanes_sum(x, cols, *row_mean, 1) / cols;
    }
}

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
        } else if (formula == SHIFTED_ONE_PASS) {
            emulate_pivot_pass(x, cols, &row_mean, &var);
        } else if (formula == MERGED_MOMENTS) {
            // kernel 11's layout (lane l takes Packs l, l + 32, ...), each Pack's moments merged into its
            // lane's by add_pack_moments, then the butterfly of warp_merge_moments, pairs in lane order.
            // A row that is not whole Packs gets its last values as a Pack of their own (kernels 11 and
            // 12 take only whole Packs; this keeps the check at every width).
            Moments lanes[WARP_SIZE], next[WARP_SIZE];
            for (int lane = 0; lane < WARP_SIZE; lane++) lanes[lane] = (Moments){0.0f, 0.0f, 0.0f};
            for (int first = 0; first < cols; first += PACK_SIZE) {
                const int lane = (first / PACK_SIZE) % WARP_SIZE;
                if (first + PACK_SIZE <= cols) {
                    Pack pack;
                    for (int j = 0; j < PACK_SIZE; j++) pack.v[j] = float_to_floatX(x[first + j]);
                    add_pack_moments(&lanes[lane], pack);
                } else {
                    float sum = 0.0f, sum_squares = 0.0f;
                    for (int col = first; col < cols; col++) { const float d = x[col] - x[first]; sum += d; sum_squares += d * d; }
                    lanes[lane] = merge_moments(lanes[lane], moments_from_shifted_sums((float)(cols - first), x[first], sum, sum_squares));
                }
            }
            for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
                for (int lane = 0; lane < WARP_SIZE; lane++) {
                    const Moments mine = lanes[lane], other = lanes[lane ^ offset];
                    next[lane] = lane & offset ? merge_moments(other, mine) : merge_moments(mine, other);
                }
                for (int lane = 0; lane < WARP_SIZE; lane++) lanes[lane] = next[lane];
            }
            row_mean = lanes[0].mean;
            var = lanes[0].m2 / lanes[0].count;
        } else if (formula == CHECKED_PIVOT || formula == NORMALIZE_FMA) {
            emulate_checked_pivot(x, cols, &row_mean, &var);
        } else if (formula == TEAM_MOMENTS) {
            const Moments moments = emulate_team_moments(x, cols, 256);
            row_mean = moments.mean;
            var = moments.m2 / moments.count;
        } else {
            float sum = 0.0f, sum_squares = 0.0f;
            for (int col = 0; col < cols; col++) { sum += x[col]; sum_squares += x[col] * x[col]; }
            float mean_shifted = sum / cols;
            var = sum_squares / cols - mean_shifted * mean_shifted;
            row_mean = mean_shifted;
        }
        float row_rstd = 1.0f / sqrtf(fmaxf(var, 0.0f) + LAYERNORM_EPS);
        const float shift = -row_mean * row_rstd;   // NORMALIZE_FMA's
        for (int col = 0; col < cols; col++)
            out[(size_t)row * cols + col] = formula == NORMALIZE_FMA
                ? round_to_floatX(fmaf(fmaf(x[col], row_rstd, shift), p->host[FWD_WEIGHT][col], p->host[FWD_BIAS][col]))
                : round_to_floatX((x[col] - row_mean) * row_rstd * p->host[FWD_WEIGHT][col] + p->host[FWD_BIAS][col]);
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
    static const char* names[] = {"sequential two-pass float32 (kernel 1)", "pivot-shifted one-pass float32 in a warp's 32 lanes (kernels 4, 10, 11)",
                                  "textbook one-pass E[x^2]-E[x]^2 float32", "merged moments in a warp's 32 lanes (kernels 11-12)",
                                  "team moments of 256 threads (kernel 10 built with FORWARD10_STATS=2)",
                                  "checked pivot in a warp's 32 lanes (kernel 11's STATS_PIVOT_CHECKED)",
                                  "the checked pivot with the normalize as one FMA (FORWARD_NORMALIZE_FMA)"};
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

// Rows whose first element is an outlier (an activation channel far out from the rest, as LLMs'
// "massive activations" are). The pivot-shifted one pass loses about (x[0] - mean)^2 / variance of
// its precision there and misses the tolerance (fp32 at every width, 16-bit at 65536 columns: see
// `Moments` in layernorm_forward.cu, and dev/NOTES.md "Tenth round"); the merged moments must not.
// (Kernel 1's sequential two-pass sums miss it too at 65536 columns and 10^4: once one term
// dominates a float32 running sum, every later term is rounded at its scale, and the error grows
// with the count, not its square root. The lab's rungs from 3 on sum in 32 lanes or more.)
static void check_outlier_first(int cols, double outlier, Formula formula) {
    static const char* names[] = {"two-pass", "pivot-shifted one pass", "textbook one pass", "merged moments (kernels 11-12)",
                                  "team moments (kernel 10, FORWARD10_STATS=2)", "checked pivot (kernel 11, STATS_PIVOT_CHECKED)",
                                  "normalize as one FMA (FORWARD_NORMALIZE_FMA)"};
    const int rows = 6;
    HostProblem p = make_problem_with_outliers(&forward_pass, rows, cols, 1234 + cols, outlier);   // as --outliers makes them
    double max_abs = 0;
    size_t failures = emulate_and_check(&p, formula, &max_abs);
    char what[160], detail[160];
    snprintf(what, sizeof(what), "tolerance accepts the %s when x[0] is %g spreads from the rest (rows %d x cols %d, " FLOATX_NAME ")",
             names[formula], outlier, rows, cols);
    snprintf(detail, sizeof(detail), "%zu elements outside tolerance, max abs error %.3g", failures, max_abs);
    report(failures == 0, what, detail);
    free_problem(&p);
}

// 10. The checked pivot keeps its one pass on the lab's random rows (a few rows in a thousand, whose first value lies
// over 3 deviations out, take the two passes) and takes the two passes on every row whose first value is an outlier.
static void check_checked_pivot_fallbacks(int cols) {
    HostProblem p = make_problem(3000, cols, 77 + cols);
    double max_abs = 0;
    checked_pivot_fallbacks = 0;
    const size_t failures = emulate_and_check(&p, CHECKED_PIVOT, &max_abs);
    const int random_fallbacks = checked_pivot_fallbacks;
    free_problem(&p);
    HostProblem q = make_problem_with_outliers(&forward_pass, 40, cols, 78 + cols, OUTLIER_SPREADS);
    checked_pivot_fallbacks = 0;
    const size_t outlier_failures = emulate_and_check(&q, CHECKED_PIVOT, &max_abs);
    const int outlier_fallbacks = checked_pivot_fallbacks;
    free_problem(&q);
    char what[160], detail[160];
    snprintf(what, sizeof(what), "the checked pivot keeps one pass on random rows and takes two on outlier rows (cols %d, " FLOATX_NAME ")", cols);
    snprintf(detail, sizeof(detail), "random rows: %d of 3000 took two passes; outlier rows: %d of 40; %zu + %zu elements outside tolerance",
             random_fallbacks, outlier_fallbacks, failures, outlier_failures);
    report(random_fallbacks <= 30 && outlier_fallbacks == 40 && failures == 0 && outlier_failures == 0, what, detail);
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

// 3. shift_packs (forward kernel 8; FORWARD_SHIFT_MIN_PACKS builds): the PACK_SIZE elements `offset` into two consecutive Packs, for
//    every offset, bit for bit.
static void check_shift_packs(void) {
    floatX elements[2 * 16 / sizeof(floatX)];
    for (int i = 0; i < 2 * PACK_SIZE; i++) elements[i] = float_to_floatX((float)(i + 1) * 0.75f - 3.0f);
    Pack low, high;
    memcpy(&low, elements, 16);
    memcpy(&high, elements + PACK_SIZE, 16);
    int wrong = 0;
    for (int offset = 1; offset < PACK_SIZE; offset++) {
        const Pack shifted = shift_packs(low, high, offset);
        wrong += memcmp(&shifted, elements + offset, 16) != 0;
    }
    char detail[64];
    snprintf(detail, sizeof(detail), "%d of %d offsets wrong", wrong, PACK_SIZE - 1);
    report(wrong == 0, "shift_packs gives the elements at every offset into two Packs", detail);
}

// 4. Kernel 13 gives Pack p of a row (p < cols / PACK_SIZE, the most any row has) to thread p % threads, its
//    k = p / threads: registers while k < register_packs, else shared-memory slot k - register_packs (the registers
//    hold at most forward13_register_cap(cols) a thread).
static void check_forward13_split(void) {
    int bad = 0, widths = 0;
    for (int threads = 64; threads <= 1024; threads *= 2)
        for (int cols = 1; cols <= 300000; cols += cols < 2048 ? 1 : 97, widths++) {
            int register_packs, staged_slots;
            const size_t smem = forward13_split(cols, threads, &register_packs, &staged_slots);
            const long long body = cols / PACK_SIZE, per_thread = (body + threads - 1) / threads;
            const int powers = register_packs == 1 || register_packs == 2 || register_packs == 4 ||
                               register_packs == MAX_PACKS_PER_THREAD;
            const int fits = per_thread <= register_packs + staged_slots;                 // every Pack has a place
            const int tight = staged_slots == 0 ? (register_packs == 1 || per_thread > register_packs / 2)  // fewest registers
                                                : (register_packs == forward13_register_cap(cols) &&
                                                   per_thread == register_packs + staged_slots);   // no slot to spare
            const int bytes = smem == (size_t)staged_slots * threads * sizeof(Pack);
            if (!(powers && fits && tight && bytes && staged_slots >= 0)) {
                if (bad++ < 3) printf("  forward13_split(%d, %d): %d register Packs, %d staged\n", cols, threads, register_packs, staged_slots);
            }
        }
    char detail[64];
    snprintf(detail, sizeof(detail), "%d of %d widths x block sizes wrong", bad, widths);
    report(bad == 0, "forward13_split gives every Pack one place, the registers first, no slot to spare", detail);
}

// 5. The dispatcher's kernel 11 picks with the pivot stay where it passed --outliers (launch_forward15 also
//    guards at run time; this check makes a table that asks for more fail here, not silently fall back on the
//    GPU). Kernel 10 takes the checked pivot since the fiftieth round (FORWARD10_SAFE_COLS: any width); built with
//    the bare one (-DFORWARD10_STATS=1) its range ends at FORWARD_PIVOT_SAFE_COLS by construction.
static void check_dispatcher_pivot(void) {
    char detail[160] = "";
    int bad = 0;
    for (size_t i = 0; i < sizeof(forward15_ring_choices) / sizeof(forward15_ring_choices[0]); i++) {
        const RingChoice* choice = &forward15_ring_choices[i];
        if (choice->stats == STATS_PIVOT && choice->max_cols > FORWARD_PIVOT_SAFE_COLS && !bad++)
            snprintf(detail, sizeof(detail), "kernel 11 with the pivot at %d-%d columns", choice->min_cols, choice->max_cols);
    }
    char name[96];
    if (FORWARD_PIVOT_SAFE_COLS == 0) snprintf(name, sizeof(name), "the dispatcher never takes the pivot (it failed --outliers at every width)");
    else snprintf(name, sizeof(name), "the dispatcher takes the pivot only up to %d columns, where it passed --outliers",
                  FORWARD_PIVOT_SAFE_COLS);
    report(bad == 0, name, detail);
}

// 6. fewest_warps_threads (the dispatcher's block teams, FORWARD15_THREADS_BY_WARPS) keeps the Packs a thread that
//    the power of two gave, in whole warps, no more threads than it, and no warp to spare.
static void check_fewest_warps_threads(void) {
    int bad = 0, widths = 0;
    for (int threads = 64; threads <= 1024; threads *= 2)
        for (int cols = PACK_SIZE; cols <= 65536; cols += cols < 4096 ? 1 : 61, widths++) {
            const int packs = packs_per_thread(cols, threads);
            if (packs == 0) continue;
            const int fewest = fewest_warps_threads(cols, threads), body = cols / PACK_SIZE;
            const int ok = fewest % WARP_SIZE == 0 && fewest <= threads && packs_per_thread(cols, fewest) == packs &&
                           (long long)fewest * packs >= body && (long long)(fewest - WARP_SIZE) * packs < body;
            if (!ok && bad++ < 3) printf("  fewest_warps_threads(%d, %d) = %d\n", cols, threads, fewest);
        }
    char detail[64];
    snprintf(detail, sizeof(detail), "%d of %d widths x block sizes wrong", bad, widths);
    report(bad == 0, "fewest_warps_threads: whole warps, the same Packs a thread, no warp to spare", detail);
}

// 8. The instance of kernel 9 or 10 that a row with or without a head should run at PACKS a thread in SCOPE.
template <int PACKS, int SCOPE, int SHIFT_WB>
static const void* one_team_instance(int kernel) {
    return kernel == 9 ? (const void*)layernorm_forward_kernel9<PACKS, SCOPE, SHIFT_WB>
                       : (const void*)layernorm_forward_kernel10<PACKS, SCOPE, SHIFT_WB>;
}
template <int PACKS, int SCOPE>
static const void* expected_one_team_instance(int kernel, int head) {
    constexpr int sixteen_bit = (int)sizeof(floatX) == 2;
    constexpr int shifts = sixteen_bit && FORWARD_SHIFTED_INSTANCES &&
                           (PACKS == 4 || (PACKS <= 2 && SCOPE == SCOPE_BLOCK && FORWARD_SHIFTED_NARROW));
    if constexpr (PACKS > MAX_PACKS_PER_THREAD) {   // FORWARD_WIDE_PACKS_16BIT: only a block takes 8, the plain one
        (void)head;
        return one_team_instance<SCOPE == SCOPE_BLOCK ? PACKS : MAX_PACKS_PER_THREAD, SCOPE, 0>(kernel);
    } else {
        // aligned rows: the ALIGNED instances of up to 4 Packs (but ALIGNED_SHIFT_WB's two)
        if constexpr (FORWARD_ALIGNED_INSTANCES && PACKS <= 4)
            if (!head) return one_team_instance<PACKS, SCOPE, ALIGNED_SHIFT_WB(PACKS, SCOPE)>(kernel);
        return head ? one_team_instance<PACKS, SCOPE, shifts>(kernel) : one_team_instance<PACKS, SCOPE, 0>(kernel);
    }
}
template <int PACKS>
static int count_wrong_one_team_rows(int kernel, OneTeamKernels table) {
    int wrong = 0;
    for (int head = 0; head <= 1; head++) {
        const int row = one_team_packs_row(PACKS, head);
        const void* expected[3] = {expected_one_team_instance<PACKS, SCOPE_WARP>(kernel, head),
                                   expected_one_team_instance<PACKS, SCOPE_BLOCK>(kernel, head),
                                   expected_one_team_instance<PACKS, SCOPE_CLUSTER>(kernel, head)};
        for (int scope = 0; scope < 3; scope++)
            if (table[row][scope] != expected[scope] && wrong++ < 3)
                printf("  kernel %d, %d Packs, scope %d, %s: row %d holds another instance\n", kernel, PACKS, scope,
                       head ? "a head" : "no head", row);
    }
    return wrong;
}
static void check_one_team_tables(void) {
    int wrong = 0;
    for (int kernel = 9; kernel <= 10; kernel++) {
        OneTeamKernels* table = kernel == 9 ? &forward9_kernels : &forward10_kernels;
        wrong += count_wrong_one_team_rows<1>(kernel, *table) + count_wrong_one_team_rows<2>(kernel, *table) +
                 count_wrong_one_team_rows<4>(kernel, *table) + count_wrong_one_team_rows<ONE_TEAM_MAX_PACKS>(kernel, *table);
    }
    char detail[64];
    snprintf(detail, sizeof(detail), "%d table cells hold the wrong instance", wrong);
    report(wrong == 0, "kernels 9 and 10's tables: each row the Packs and shift that one_team_packs_row promises", detail);
}

// 9. The dispatcher's rule for rung 14 (two rows a warp, forward15_takes_pairs) takes the 16-bit cells where the
//    forty-seventh and forty-eighth rounds measured rung 14 ahead and leaves those where the ring, kernel 9 or kernel 6
//    led (dev/NOTES.md [F47], [B48]; results/dev-h100-2026-11-27/round48/b/map.txt); in fp32 it takes none (rung 14 is
//    16-bit only). The rule's waves are the H100's: 132 SMs, and the resident blocks of 128 threads that this
//    round's registers give (nvcc -Xptxas -v: at most 32, 40 and 50 a thread): 16 at 1-2 Packs a lane, 12 at 4, 9 at 6.
static long long h100_rows_per_wave(int cols) {
    const int packs = cols / PACK_SIZE, blocks = packs <= 32 ? 16 : packs <= 64 ? 12 : 9;
    return 8LL * blocks * 132;
}
static void check_pairs_rule(void) {
    const int ahead[][2] = {{6144, 512}, {8192, 512}, {12288, 512}, {24576, 512}, {32768, 512}, {65536, 512},
                            {6144, 768}, {8192, 768}, {24576, 768}, {32768, 768}, {65536, 768}, {6144, 640},
                            {8192, 640}, {24576, 640}, {32768, 640}, {65536, 640}, {12288, 384}, {16384, 384},
                            {6144, 256}, {8192, 256}, {12288, 256}, {16384, 256}, {32768, 256}, {8192, 128},
                            {16384, 128}, {65536, 128}};
    const int behind[][2] = {{4096, 512}, {4096, 768}, {16384, 512}, {12288, 768}, {16384, 768}, {12288, 640},
                             {16384, 640}, {8192, 1024}, {8192, 500}, {32768, 1024}};
    int wrong = 0;
    for (size_t i = 0; i < sizeof(ahead) / sizeof(ahead[0]); i++)
        if (forward15_takes_pairs(ahead[i][0], ahead[i][1], h100_rows_per_wave(ahead[i][1])) != (sizeof(floatX) == 2) &&
            wrong++ < 3)
            printf("  %d x %d: the rule %s rung 14\n", ahead[i][0], ahead[i][1], sizeof(floatX) == 2 ? "refuses" : "takes");
    for (size_t i = 0; i < sizeof(behind) / sizeof(behind[0]); i++)
        if (forward15_takes_pairs(behind[i][0], behind[i][1], h100_rows_per_wave(behind[i][1])) && wrong++ < 3)
            printf("  %d x %d: the rule takes rung 14 where it was behind or cannot run\n", behind[i][0], behind[i][1]);
    char detail[64];
    snprintf(detail, sizeof(detail), "%d cells wrong", wrong);
    report(wrong == 0, sizeof(floatX) == 2 ? "the dispatcher's rule takes rung 14 where it was measured ahead, not where behind"
                                           : "the dispatcher's rule never takes rung 14 in fp32", detail);
}

// 11. The dispatcher's head rule (this file's header).
static void check_head_rule(void) {
    const int taken[][3] = {{4096, 4097, 256}, {8192, 4097, 256}, {32768, 4097, 256}, {4096, 3001, 192},
                            {32768, 3001, 192}, {32768, 2401, 160}, {1, 4097, 256}};
    const int left[][2] = {{4096, 4096}, {32768, 4096}, {4096, 2049}, {4096, 1031}, {4096, 8191}, {32768, 12289}};
#if defined(ENABLE_FP16)
    const int kernel10 = 1;   // fp16's rule rows on kernel 10 (its checked pivot), bf16's on kernel 9 ([B58])
#else
    const int kernel10 = 0;
#endif
    const int two_packs = sizeof(floatX) == 2;
    int wrong = 0, on_kernel10;
    for (size_t i = 0; i < sizeof(taken) / sizeof(taken[0]); i++) {
        const int threads = forward15_head_two_pack_threads(taken[i][0], taken[i][1], &on_kernel10);
        const int expected = two_packs ? taken[i][2] : 0;
        if ((threads != expected || (expected > 0 && on_kernel10 != kernel10)) && wrong++ < 3)
            printf("  %d x %d: %d threads on kernel %d, expected %d on kernel %d\n", taken[i][0], taken[i][1], threads,
                   on_kernel10 ? 10 : 9, expected, kernel10 ? 10 : 9);
    }
    for (size_t i = 0; i < sizeof(left) / sizeof(left[0]); i++)
        if (forward15_head_two_pack_threads(left[i][0], left[i][1], &on_kernel10) != 0 && wrong++ < 3)
            printf("  %d x %d: the rule takes it\n", left[i][0], left[i][1]);
    char detail[64];
    snprintf(detail, sizeof(detail), "%d cells wrong", wrong);
    report(wrong == 0, two_packs ? "the dispatcher's head rule: 2 Packs a thread at every row count, on the measured rung"
                                 : "the dispatcher's head rule never takes an fp32 row", detail);
}

// 12. The dispatcher's block teams: {cols, kernel 9's threads, kernel 10's threads (0: not asked)} by dtype.
static void check_block_teams(void) {
#if defined(ENABLE_BF16)
    const int picks[][3] = {{2048, 128, 128}, {4096, 128, 256}, {8192, 256, 512}, {10240, 320, 640}, {12288, 384, 384},
                            {14336, 448, 896}, {14344, 480, 256}, {16384, 512, 256}, {16392, 544, 544},
                            {32768, 1024, 1024}};
#elif defined(ENABLE_FP16)
    const int picks[][3] = {{2048, 256, 128}, {4096, 256, 256}, {8192, 256, 512}, {10240, 320, 640}, {12288, 384, 0},
                            {14336, 448, 896}, {14344, 480, 256}, {16384, 512, 256}, {16392, 544, 0},
                            {32768, 1024, 1024}};
#else
    const int picks[][3] = {{2048, 256, 0}, {3584, 256, 0}, {3592, 512, 0}, {4096, 512, 0}, {4104, 256, 0},
                            {8192, 256, 0}, {12288, 512, 0}, {16384, 512, 0}, {32768, 1024, 0}};
#endif
    int wrong = 0;
    for (size_t i = 0; i < sizeof(picks) / sizeof(picks[0]); i++) {
        const Forward15BlockTeams teams = forward15_block_teams(picks[i][0]);
        if (teams.threads != picks[i][1] || teams.one_pass_threads != picks[i][2]) {
            if (wrong++ < 3)
                printf("  %d columns: kernel 9 at %d threads, kernel 10 at %d; expected %d and %d\n", picks[i][0],
                       teams.threads, teams.one_pass_threads, picks[i][1], picks[i][2]);
        }
    }
    char detail[64];
    snprintf(detail, sizeof(detail), "widths wrong: %d", wrong);
    report(wrong == 0, "the dispatcher's block teams: the measured threads and one-pass picks at 9-10 widths", detail);
}

int main(void) {
    printf("layernorm_forward CPU checks (" FLOATX_NAME ")\n");
    check_dispatcher_pivot();
    check_csv_row_fields(&forward_pass);
    const int shapes[][2] = {{1, 1}, {3, 1}, {3, 2}, {5, 3}, {6, 31}, {4, 128}, {7, 767}, {9, 1600}, {3, 4097}, {2, 65536}};
    for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++) check_reference(shapes[i][0], shapes[i][1]);

    const int emulation_cols[] = {1, 3, 31, 768, 4097, 65536};
    for (size_t i = 0; i < sizeof(emulation_cols) / sizeof(emulation_cols[0]); i++) {
        int rows = emulation_cols[i] >= 4096 ? 6 : 30;
        check_emulation(rows, emulation_cols[i], SEQUENTIAL_TWO_PASS, 1);
        check_emulation(rows, emulation_cols[i], SHIFTED_ONE_PASS, 1);
        check_emulation(rows, emulation_cols[i], MERGED_MOMENTS, 1);
        check_emulation(rows, emulation_cols[i], TEAM_MOMENTS, 1);
        check_emulation(rows, emulation_cols[i], CHECKED_PIVOT, 1);
        if (sizeof(floatX) == 2) check_emulation(rows, emulation_cols[i], NORMALIZE_FMA, 1);   // 16-bit's switch
    }
    const int textbook_cols[] = {3, 31, 768, 4097};
    for (size_t i = 0; i < sizeof(textbook_cols) / sizeof(textbook_cols[0]); i++)
        check_emulation(30, textbook_cols[i], TEXTBOOK_ONE_PASS, 0);
    const double outliers[] = {1e2, 1e4};
    const int outlier_cols[] = {768, 4096, 65536};
    for (size_t i = 0; i < sizeof(outliers) / sizeof(outliers[0]); i++)
        for (size_t j = 0; j < sizeof(outlier_cols) / sizeof(outlier_cols[0]); j++) {
            check_outlier_first(outlier_cols[j], outliers[i], MERGED_MOMENTS);
            check_outlier_first(outlier_cols[j], outliers[i], TEAM_MOMENTS);
            check_outlier_first(outlier_cols[j], outliers[i], CHECKED_PIVOT);
            if (sizeof(floatX) == 2) check_outlier_first(outlier_cols[j], outliers[i], NORMALIZE_FMA);
        }
    const int checked_cols[] = {1024, 1600};
    for (size_t i = 0; i < sizeof(checked_cols) / sizeof(checked_cols[0]); i++) check_checked_pivot_fallbacks(checked_cols[i]);
    check_detects_bad_values();
    check_storage_rounding();
    check_shift_packs();
    check_forward13_split();
    check_fewest_warps_threads();
    check_one_team_tables();
    check_pairs_rule();
    check_head_rule();
    check_block_teams();
    return failed_checks ? 1 : 0;
}
