/*
CPU-side checks of layernorm_backward.cu's reference and of its tolerances. No GPU is used.

  1. layernorm_backward_cpu against central finite differences of the forward pass: the loss
     L = sum(out * dout), out = layer_norm(x, weight, bias) in double with mean and rstd recomputed
     from x, differentiated numerically for every x, weight and bias element on small shapes.
  2. layernorm_backward_cpu against an independent long-double computation (per-element loops,
     row-major column sums) on larger random shapes with large-mean rows.
  3. The tolerances are neither too tight nor too loose:
     - the reference rounded to floatX passes;
     - a float32 emulation of the slowest honest kernel (kernel 1: sequential per-row sums; column
       sums added row after row in float32) passes, at the default shape and on long rows;
     - an element moved by 10x its tolerance (dinp, dweight, dbias) fails, and so does a NaN.
  4. Rung 13's grid (shifted_team_groups) keeps every team's rows at one alignment, and never cuts a grid of
     PACK_SIZE teams or more to none.
  5. Rung 13's one-Pack-a-thread block (shifted_one_pack_threads) holds the row at every shift.
Each check prints "PASS: ..." or "FAIL: ..."; the exit status is non-zero when any failed.

Build:  nvcc -O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp,-Wall,-Wextra,-Wno-unused-function \
             dev/test_backward_reference.cu -o dev/test_backward_reference -lgomp
*/
#define LNLAB_NO_MAIN
#include "../layernorm_backward.cu"

#include "test_common.h"

static HostProblem make_problem(int rows, int cols, uint64_t seed) { return make_problem_for(&backward_pass, rows, cols, seed); }

// ----------------------------------------------------------------------------------------------
// 1. Finite differences.

// L = sum_{r,c} out[r,c] * dout[r,c] with out the double forward pass (two-pass mean and variance).
static double forward_loss(const double* x, const double* weight, const double* bias, const double* dout, int rows, int cols) {
    double loss = 0.0;
    for (int row = 0; row < rows; row++) {
        const double* xr = x + (size_t)row * cols;
        double sum = 0.0;
        for (int col = 0; col < cols; col++) sum += xr[col];
        double row_mean = sum / cols, sum_squares = 0.0;
        for (int col = 0; col < cols; col++) sum_squares += (xr[col] - row_mean) * (xr[col] - row_mean);
        double row_rstd = 1.0 / sqrt(sum_squares / cols + (double)LAYERNORM_EPS);
        for (int col = 0; col < cols; col++)
            loss += ((xr[col] - row_mean) * row_rstd * weight[col] + bias[col]) * dout[(size_t)row * cols + col];
    }
    return loss;
}

// Central difference of forward_loss in `value` (one element of one of the arrays), step h.
static double central_difference(double* value, double h, const double* x, const double* weight, const double* bias,
                                 const double* dout, int rows, int cols) {
    const double saved = *value;
    *value = saved + h;
    double plus = forward_loss(x, weight, bias, dout, rows, cols);
    *value = saved - h;
    double minus = forward_loss(x, weight, bias, dout, rows, cols);
    *value = saved;
    return (plus - minus) / (2.0 * h);
}

// A random multiple of 2^-10 in [low, high]: exact in float, and so is value +- 2^-8.
static double random_grid_value(uint64_t* state, double low, double high) {
    return floor((low + (high - low) * random_uniform(state)) * 1024.0) / 1024.0;
}

// max_i |analytic_i - numeric_i| / (max_i |numeric_i| + term_size)   (0 when they agree exactly)
static double normwise_error(const double* analytic, const double* numeric, size_t count, double term_size) {
    double worst = 0.0, largest = 0.0;
    for (size_t i = 0; i < count; i++) {
        worst = fmax(worst, fabs(analytic[i] - numeric[i]));
        largest = fmax(largest, fabs(numeric[i]));
    }
    return worst == 0.0 ? 0.0 : worst / (largest + term_size);
}

// Threshold 1e-5: the central difference errs by h^2/6 * L''' ~ (h/std)^2 relative, with h = 2^-8
// and every row's std >= 2 (drawn again otherwise: with 2 columns that land close together the
// loss bends sharply), i.e. <= ~1e-6; mean and rstd go to the reference as float32 (relative error
// 6e-8, times max|x|/std <= ~20 on the offset row) and double rounding in the loss differences
// is ~1e-13. dinp's error is measured against max|gradient| plus the size of its terms,
// max rstd * |weight * dout|: with 2 columns x_hat is +-1 whatever x does, dinp is O(eps) and
// is what is left after the O(1) terms wdy, x_hat * c1, c2 cancel, so float32 rstd alone moves it
// by 6e-8 of the terms, far more than 1e-5 of itself. A wrong formula (a missing c1 or c2 term)
// is off by O(1) of the terms either way.
static void check_finite_differences(int rows, int cols) {
    const size_t count = (size_t)rows * cols;
    const double h = 1.0 / 256.0;
    uint64_t state = stream_seed(777, rows, cols);
    double* x = (double*)host_malloc(count * sizeof(double), "fd");
    double* dout = (double*)host_malloc(count * sizeof(double), "fd");
    double* weight = (double*)host_malloc(cols * sizeof(double), "fd");
    double* bias = (double*)host_malloc(cols * sizeof(double), "fd");
    for (int row = 0; row < rows; row++) {
        const double offset = row == 0 ? 64.0 : random_grid_value(&state, -2.0, 2.0);   // row 0 at a large mean
        double* xr = x + (size_t)row * cols;
        double spread = 0.0;
        do {   // draw again until the row's std is at least 2 (or cols is 1), keeping h / std <= 2^-9
            double sum = 0.0, sum_squares = 0.0;
            for (int col = 0; col < cols; col++) { xr[col] = offset + random_grid_value(&state, -8.0, 8.0); sum += xr[col]; }
            for (int col = 0; col < cols; col++) sum_squares += (xr[col] - sum / cols) * (xr[col] - sum / cols);
            spread = sqrt(sum_squares / cols);
        } while (cols > 1 && spread < 2.0);
        for (int col = 0; col < cols; col++) dout[(size_t)row * cols + col] = random_grid_value(&state, -2.0, 2.0);
    }
    for (int col = 0; col < cols; col++) { weight[col] = random_grid_value(&state, 0.5, 1.5); bias[col] = random_grid_value(&state, -0.5, 0.5); }

    // float copies as the reference takes them (all exact), and mean/rstd of the unperturbed forward
    float* xf = (float*)host_malloc(count * sizeof(float), "fd");
    float* doutf = (float*)host_malloc(count * sizeof(float), "fd");
    float* weightf = (float*)host_malloc(cols * sizeof(float), "fd");
    float* mean = (float*)host_malloc(rows * sizeof(float), "fd");
    float* rstd = (float*)host_malloc(rows * sizeof(float), "fd");
    for (size_t i = 0; i < count; i++) { xf[i] = (float)x[i]; doutf[i] = (float)dout[i]; }
    for (int col = 0; col < cols; col++) weightf[col] = (float)weight[col];
    forward_statistics_cpu(mean, rstd, xf, rows, cols);

    double* dinp = (double*)host_malloc(count * sizeof(double), "fd");
    double* dweight = (double*)host_malloc(cols * sizeof(double), "fd");
    double* dbias = (double*)host_malloc(cols * sizeof(double), "fd");
    layernorm_backward_cpu(dinp, dweight, dbias, doutf, xf, weightf, mean, rstd, rows, cols);

    double* numeric_dinp = (double*)host_malloc(count * sizeof(double), "fd");
    double* numeric_dweight = (double*)host_malloc(cols * sizeof(double), "fd");
    double* numeric_dbias = (double*)host_malloc(cols * sizeof(double), "fd");
    for (size_t i = 0; i < count; i++) numeric_dinp[i] = central_difference(&x[i], h, x, weight, bias, dout, rows, cols);
    for (int col = 0; col < cols; col++) {
        numeric_dweight[col] = central_difference(&weight[col], h, x, weight, bias, dout, rows, cols);
        numeric_dbias[col] = central_difference(&bias[col], h, x, weight, bias, dout, rows, cols);
    }

    const char* names[3] = {"dinp", "dweight", "dbias"};
    double dinp_term_size = 0.0;
    for (size_t i = 0; i < count; i++) dinp_term_size = fmax(dinp_term_size, rstd[i / cols] * fabs(weight[i % cols] * dout[i]));
    const double errors[3] = {normwise_error(dinp, numeric_dinp, count, dinp_term_size),
                              normwise_error(dweight, numeric_dweight, cols, 0.0), normwise_error(dbias, numeric_dbias, cols, 0.0)};
    for (int k = 0; k < 3; k++) {
        char what[128], detail[128];
        snprintf(what, sizeof(what), "%s matches central finite differences at rows %d x cols %d", names[k], rows, cols);
        snprintf(detail, sizeof(detail), k == 0 ? "max error / (max |gradient| + max rstd*|weight*dout|) %.2e (limit 1e-5)" : "max error / max |gradient| %.2e (limit 1e-5)", errors[k]);
        report(errors[k] < 1e-5, what, detail);
    }
    free(x); free(dout); free(weight); free(bias); free(xf); free(doutf); free(weightf); free(mean); free(rstd);
    free(dinp); free(dweight); free(dbias); free(numeric_dinp); free(numeric_dweight); free(numeric_dbias);
}

// ----------------------------------------------------------------------------------------------
// 2. Independent long-double computation: per-element x_hat and wdy kept in arrays, column sums
// accumulated row after row (the reference sums tiles of rows in chunks). Errors are measured
// against the size of the terms (|value| + sum of |terms|), so cancellation does not inflate them.
static void check_long_double(int rows, int cols) {
    HostProblem p = make_problem(rows, cols, 4321 + cols);
    const float* dout = p.host[BWD_DOUT];
    const float* inp = p.host[BWD_INP];
    const float* weight = p.host[BWD_WEIGHT];
    long double* x_hat = (long double*)host_malloc(cols * sizeof(long double), "long double");
    long double* wdy = (long double*)host_malloc(cols * sizeof(long double), "long double");
    long double* dweight = (long double*)host_malloc(cols * sizeof(long double), "long double");
    long double* dbias = (long double*)host_malloc(cols * sizeof(long double), "long double");
    long double* dweight_size = (long double*)host_malloc(cols * sizeof(long double), "long double");
    long double* dbias_size = (long double*)host_malloc(cols * sizeof(long double), "long double");
    for (int col = 0; col < cols; col++) { dweight[col] = 0; dbias[col] = 0; dweight_size[col] = 0; dbias_size[col] = 0; }
    double worst_dinp = 0.0;
    for (int row = 0; row < rows; row++) {
        const long double row_mean = p.host[BWD_MEAN][row], row_rstd = p.host[BWD_RSTD][row];
        long double c1 = 0.0L, c2 = 0.0L;
        for (int col = 0; col < cols; col++) {
            const size_t i = (size_t)row * cols + col;
            x_hat[col] = ((long double)inp[i] - row_mean) * row_rstd;
            wdy[col] = (long double)weight[col] * dout[i];
            c1 += x_hat[col] * wdy[col];
            c2 += wdy[col];
            dweight[col] += (long double)dout[i] * x_hat[col];
            dbias[col] += dout[i];
            dweight_size[col] += fabsl((long double)dout[i] * x_hat[col]);
            dbias_size[col] += fabsl((long double)dout[i]);
        }
        c1 /= cols;
        c2 /= cols;
        for (int col = 0; col < cols; col++) {
            const long double exact = (wdy[col] - x_hat[col] * c1 - c2) * row_rstd;
            const long double size = (fabsl(wdy[col]) + fabsl(x_hat[col] * c1) + fabsl(c2)) * row_rstd;
            const double error = (double)(fabsl(p.ref[BWD_DINP][(size_t)row * cols + col] - exact) / (fabsl(exact) + size));
            if (error > worst_dinp) worst_dinp = error;
        }
    }
    double worst_dweight = 0.0, worst_dbias = 0.0;
    for (int col = 0; col < cols; col++) {
        worst_dweight = fmax(worst_dweight, (double)(fabsl(p.ref[BWD_DWEIGHT][col] - dweight[col]) / (fabsl(dweight[col]) + dweight_size[col])));
        worst_dbias = fmax(worst_dbias, (double)(fabsl(p.ref[BWD_DBIAS][col] - dbias[col]) / (fabsl(dbias[col]) + dbias_size[col] + 1e-300L)));
    }
    const char* names[3] = {"dinp", "dweight", "dbias"};
    const double errors[3] = {worst_dinp, worst_dweight, worst_dbias};
    for (int k = 0; k < 3; k++) {
        char what[128], detail[128];
        snprintf(what, sizeof(what), "%s matches an independent long-double computation at rows %d x cols %d", names[k], rows, cols);
        snprintf(detail, sizeof(detail), "worst relative difference %.2e (limit 1e-9)", errors[k]);
        report(errors[k] < 1e-9, what, detail);
    }
    free(x_hat); free(wdy); free(dweight); free(dbias); free(dweight_size); free(dbias_size);
    free_problem(&p);
}

// ----------------------------------------------------------------------------------------------
// 3. Tolerances.

static const int output_tensors[3] = {BWD_DINP, BWD_DWEIGHT, BWD_DBIAS};

// Failing elements of the three outputs when `got` (float, indexed like the outputs) is scored;
// `margin` (may be NULL) receives each output's worst |got - ref| / tolerance.
static size_t score(const HostProblem* p, float* const got[3], double margin[3]) {
    size_t failures = 0;
    for (int k = 0; k < 3; k++) {
        const int t = output_tensors[k];
        size_t count = tensor_count(&backward_tensors[t], p->rows, p->cols);
        failures += check_tensor(backward_tensors[t].name, got[k], p->ref[t], p->tol[t], count,
                                 backward_tensors[t].extent == PER_ELEMENT ? p->cols : 1, 0).failures;
        if (margin) {
            double worst = 0.0;
            for (size_t i = 0; i < count; i++) worst = fmax(worst, fabs(got[k][i] - p->ref[t][i]) / p->tol[t][i]);
            margin[k] = worst;
        }
    }
    return failures;
}

// Kernel 1 in float32 on the CPU: sequential sums along each row, dinp stored to floatX, column
// sums added row after row in float32 and stored to floatX at the end.
static void emulate_kernel1(const HostProblem* p, float* const got[3]) {
    const int rows = p->rows, cols = p->cols;
    float* sum_dweight = (float*)host_malloc(cols * sizeof(float), "emulation");
    float* sum_dbias = (float*)host_malloc(cols * sizeof(float), "emulation");
    for (int col = 0; col < cols; col++) { sum_dweight[col] = 0.0f; sum_dbias[col] = 0.0f; }
    for (int row = 0; row < rows; row++) {
        const float* x = p->host[BWD_INP] + (size_t)row * cols;
        const float* dy = p->host[BWD_DOUT] + (size_t)row * cols;
        const float* weight = p->host[BWD_WEIGHT];
        const float row_mean = p->host[BWD_MEAN][row], row_rstd = p->host[BWD_RSTD][row];
        float sum_xhat_wdy = 0.0f, sum_wdy = 0.0f;
        for (int col = 0; col < cols; col++) {
            float x_hat = (x[col] - row_mean) * row_rstd, wdy = weight[col] * dy[col];
            sum_xhat_wdy += x_hat * wdy;
            sum_wdy += wdy;
        }
        const float c1 = sum_xhat_wdy / cols, c2 = sum_wdy / cols;
        for (int col = 0; col < cols; col++) {
            float x_hat = (x[col] - row_mean) * row_rstd, wdy = weight[col] * dy[col];
            got[0][(size_t)row * cols + col] = round_to_floatX((wdy - x_hat * c1 - c2) * row_rstd);
            sum_dweight[col] += dy[col] * x_hat;
            sum_dbias[col] += dy[col];
        }
    }
    for (int col = 0; col < cols; col++) { got[1][col] = round_to_floatX(sum_dweight[col]); got[2][col] = round_to_floatX(sum_dbias[col]); }
    free(sum_dweight);
    free(sum_dbias);
}

static void check_tolerances(int rows, int cols, int with_rejections) {
    HostProblem p = make_problem(rows, cols, 99 + cols);
    float* got[3];
    for (int k = 0; k < 3; k++) {
        size_t count = tensor_count(&backward_tensors[output_tensors[k]], rows, cols);
        got[k] = (float*)host_malloc(count * sizeof(float), "got");
    }
    char what[160], detail[160];

    emulate_kernel1(&p, got);
    double margin[3];
    size_t failures = score(&p, got, margin);
    snprintf(what, sizeof(what), "float32 emulation of kernel 1 passes the tolerance at rows %d x cols %d", rows, cols);
    snprintf(detail, sizeof(detail), "%zu elements outside; worst error / tolerance: dinp %.3f, dweight %.3f, dbias %.3f",
             failures, margin[0], margin[1], margin[2]);
    report(failures == 0, what, detail);

    if (with_rejections) {
        for (int k = 0; k < 3; k++) {
            size_t count = tensor_count(&backward_tensors[output_tensors[k]], rows, cols);
            for (size_t i = 0; i < count; i++) got[k][i] = round_to_floatX(p.ref[output_tensors[k]][i]);
        }
        failures = score(&p, got, NULL);
        snprintf(what, sizeof(what), "the reference rounded to floatX passes at rows %d x cols %d", rows, cols);
        snprintf(detail, sizeof(detail), "%zu elements outside tolerance", failures);
        report(failures == 0, what, detail);

        // one element of each output moved by 10x its tolerance, then a NaN
        const size_t index[3] = {(size_t)(rows / 2) * cols + cols / 3, (size_t)cols / 2, (size_t)cols - 1};
        for (int k = 0; k < 3; k++) {
            const int t = output_tensors[k];
            const float saved = got[k][index[k]];
            got[k][index[k]] = (float)(p.ref[t][index[k]] + 10.0 * p.tol[t][index[k]]);
            failures = score(&p, got, NULL);
            snprintf(what, sizeof(what), "%s element moved by 10x its tolerance is rejected", backward_tensors[t].name);
            snprintf(detail, sizeof(detail), "%zu elements outside tolerance (want 1)", failures);
            report(failures == 1, what, detail);
            got[k][index[k]] = NAN;
            failures = score(&p, got, NULL);
            snprintf(what, sizeof(what), "%s NaN is rejected", backward_tensors[t].name);
            snprintf(detail, sizeof(detail), "%zu elements outside tolerance (want 1)", failures);
            report(failures == 1, what, detail);
            got[k][index[k]] = saved;
        }
    }
    for (int k = 0; k < 3; k++) free(got[k]);
    free_problem(&p);
}

// ----------------------------------------------------------------------------------------------
// 4. Rung 13's grid (shifted_team_groups): with the teams it leaves, every row a team takes starts at
//    the same place in a 16-byte Pack, for every width's alignment, team size and row count; and it
//    keeps as many groups as it can.
static void check_shifted_team_groups(void) {
    long long cases = 0, bad = 0, lost = 0;
    char detail[200] = "";
    for (int cols = 1; cols <= 2 * PACK_SIZE + 1; cols++)
        for (int rows = 1; rows <= 300; rows += 7)
            for (long long teams_per_group = 1; teams_per_group <= 16; teams_per_group *= 2)
                for (long long groups = 1; groups <= 40; groups++) {
                    cases++;
                    const long long kept = shifted_team_groups(groups, teams_per_group, cols, rows);
                    const long long teams = kept * teams_per_group;
                    if (kept < 0 || kept > groups) { bad++; continue; }
                    if (kept == 0) { if (groups * teams_per_group >= PACK_SIZE) lost++; continue; }
                    for (long long team = 0; team < teams && team < rows; team++) {
                        const long long shift = team * cols % PACK_SIZE;
                        for (long long row = team; row < rows; row += teams)
                            if (row * cols % PACK_SIZE != shift) {
                                if (!bad) snprintf(detail, sizeof(detail), "cols %d rows %d groups %lld x %lld teams: row %lld", cols, rows, groups, teams_per_group, row);
                                bad++;
                                break;
                            }
                    }
                }
    report(bad == 0, "rung 13's grid: every team's rows share one alignment", detail);
    snprintf(detail, sizeof(detail), "%lld of %lld cases left no group where %d teams would have served", lost, cases, PACK_SIZE);
    report(lost == 0, "rung 13's grid: a grid of at least PACK_SIZE teams is never cut to none", lost ? detail : "");
}

// 5. Rung 13's one-Pack-a-thread block (shifted_one_pack_threads): where it gives one, whole warps, at most
//    KERNEL13_MAX_THREADS, at least one thread for every Pack a row spans at any shift, and fewer than a
//    warp of threads to spare; none for rows that a warp team or 2 Packs a thread take instead.
static void check_shifted_one_pack_threads(void) {
    int bad = 0, given = 0;
    char detail[160] = "";
    for (int cols = 1; cols <= 8 * KERNEL13_MAX_THREADS; cols++) {
        const int threads = shifted_one_pack_threads(cols);
        int widest = 0;   // the Packs of memory the row spans at its worst shift
        for (int shift = 0; shift < PACK_SIZE; shift++) {
            const int packs = (shift + cols + PACK_SIZE - 1) / PACK_SIZE;
            if (packs > widest) widest = packs;
        }
        const int fits = widest > WARP_SIZE * KERNEL7_WARP_ITEMS && widest <= KERNEL13_MAX_THREADS;
        int ok = threads == 0 ? !fits
                              : fits && threads % WARP_SIZE == 0 && threads <= KERNEL13_MAX_THREADS && threads >= widest &&
                                threads - widest < WARP_SIZE;
        given += threads > 0;
        if (!ok && !bad) snprintf(detail, sizeof(detail), "cols %d: %d threads for %d Packs", cols, threads, widest);
        bad += !ok;
    }
    report(bad == 0 && given > 0, "rung 13's one-Pack-a-thread block holds the row at every shift", detail);
}

// 6. Kernel 10's block size in the dispatcher (backward15_kernel10_threads), at every width kernel 10 can take
//    (up to 16 columns a thread at 512 threads): a power of two of 64-512 whose instance holds the row. fp32: no
//    other block size of 4+ columns a thread leaves fewer idle columns (threads x items), and none of more threads
//    leaves as few; the widths the twentieth round measured keep their picks (dev/NOTES.md [B20]). 16-bit: the
//    fewest such threads from 64 (128 beyond 512 columns).
static void check_kernel10_threads(void) {
    int bad = 0;
    char detail[160] = "";
    for (int cols = 1; cols <= KERNEL10_MAX_ITEMS * KERNEL10_MAX_THREADS; cols++) {
        const int threads = backward15_kernel10_threads(cols), items = kernel10_items(cols, threads);
        int ok = threads >= 2 * WARP_SIZE && threads <= KERNEL10_MAX_THREADS && (threads & (threads - 1)) == 0 &&
                 items > 0 && (long long)threads * items >= cols;
        for (int other = 2 * WARP_SIZE; ok && other <= KERNEL10_MAX_THREADS; other *= 2) {
            const int other_items = kernel10_items(cols, other);
            if (other == threads) continue;
            if (sizeof(floatX) == 2) {
                if (other < threads && other >= (cols > 512 ? 4 : 2) * WARP_SIZE && other_items > 0) ok = 0;
            } else if (other_items >= 4 && (other * other_items < threads * items ||
                                            (other > threads && other * other_items == threads * items))) {
                ok = 0;
            }
        }
        if (!ok && !bad) snprintf(detail, sizeof(detail), "cols %d: %d threads of %d items", cols, threads, items);
        bad += !ok;
    }
    const int measured[][2] = {{517, 64}, {1031, 128}, {1795, 512}, {2049, 256}, {4095, 512}, {4097, 512}};
    for (int i = 0; i < 6 && sizeof(floatX) == 4; i++)
        if (backward15_kernel10_threads(measured[i][0]) != measured[i][1]) {
            if (!bad) snprintf(detail, sizeof(detail), "cols %d: %d threads, measured best %d", measured[i][0],
                               backward15_kernel10_threads(measured[i][0]), measured[i][1]);
            bad++;
        }
    report(bad == 0, sizeof(floatX) == 4 ? "kernel 10's block size in the dispatcher: the fewest idle columns, then the most threads"
                                         : "kernel 10's block size in the dispatcher: the fewest threads that hold the row", detail);
}

// 7. The backward dispatcher's tables (backward15_choices_h100 and _h200, the one in use by the GPU's DRAM rate): each
//    one's last row takes every shape (the walk never runs off the end), its rows come in order of width, and a row
//    that keeps kernel 7's rows unmoved (the narrow end of a range, where the move measured slower) has its launch with
//    the rows moved further on, before that launch unmoved again (a row of below_rows hands the larger row counts to
//    the next range's row by design: kernel 8 at fp32 6145-7168 from 8192 rows, the H100's kernel 7 at 16-bit
//    8185-16384 from 16384; so an unmoved row for every row count may find its moved launch in the very next row when
//    that row has below_rows, as the H200's 16-bit 513-616 does in 617-768 below 16384 rows); the widths the
//    thirty-fourth and thirty-sixth rounds measured on the H100 keep their picks in its table (dev/NOTES.md [B34],
//    [E34], [A36]), and the cells the sixty-third to sixty-sixth measured on the H200 theirs ([D63], [A64], [B66]: both
//    sides of the 16-bit split at 616 columns from 16384 rows, each timed in turn).
static int check_choice_table(const BackwardChoice* table, size_t count, const char* name, char* detail, size_t size) {
    int bad = 0;
    const BackwardChoice* last = &table[count - 1];
    if (last->max_cols != INT_MAX || last->below_rows != 0 || last->unmoved != 0) {
        snprintf(detail, size, "%s: the last row does not take every shape", name);
        bad++;
    }
    for (size_t i = 1; i < count; i++)
        if (table[i].max_cols < table[i - 1].max_cols && !bad++)
            snprintf(detail, size, "%s: row %zu (up to %d columns) after a wider one", name, i, table[i].max_cols);
    for (size_t i = 0; i < count; i++) {
        if (!table[i].unmoved) continue;
        size_t j = i + 1;
        while (j < count && !(table[j].kernel == table[i].kernel && table[j].threads == table[i].threads &&
                              table[j].stages == table[i].stages &&
                              (table[j].below_rows == table[i].below_rows || (table[i].below_rows == 0 && j == i + 1))))
            j++;
        if ((j == count || table[j].unmoved) && !bad++)
            snprintf(detail, size, "%s: row %zu (unmoved up to %d columns) without its moved launch after it", name, i,
                     table[i].max_cols);
    }
    return bad;
}
// table NULL: the dispatcher's own walk (backward15_choice at that DRAM rate)
static int check_measured_picks(const BackwardChoice* table, const int (*measured)[5], int count, double dram_peak_gbs,
                                const char* name, char* detail, size_t size) {
    int bad = 0;
    for (int i = 0; i < count; i++) {
        const BackwardChoice* choice = table ? backward15_choice_in(table, measured[i][0], measured[i][1])
                                             : backward15_choice(measured[i][0], measured[i][1], dram_peak_gbs);
        if ((choice->kernel != measured[i][2] || choice->threads != measured[i][3] || choice->unmoved != measured[i][4]) &&
            !bad++)
            snprintf(detail, size, "%s: %d x %d: kernel %d at %d (unmoved %d), measured kernel %d at %d (unmoved %d)",
                     name, measured[i][0], measured[i][1], choice->kernel, choice->threads, choice->unmoved,
                     measured[i][2], measured[i][3], measured[i][4]);
    }
    return bad;
}
static void check_backward_table(void) {
    int bad = 0;
    char detail[200] = "", label[64];
    const size_t count_h100 = sizeof(backward15_choices_h100) / sizeof(backward15_choices_h100[0]);
    const size_t count_h200 = sizeof(backward15_choices_h200) / sizeof(backward15_choices_h200[0]);
    bad += check_choice_table(backward15_choices_h100, count_h100, "H100", detail, sizeof(detail));
    if (!bad) bad += check_choice_table(backward15_choices_h200, count_h200, "H200", detail, sizeof(detail));
    // rows, cols, kernel, threads, unmoved: [B34], [E34] and [A36]'s widths on the H100
    const int measured_fp32[][5] = {{4096, 516, 7, 32, 1}, {4096, 612, 7, 32, 0}, {4096, 640, 7, 32, 0},
                                    {4096, 700, 7, 32, 0}, {4096, 764, 7, 32, 0}, {4096, 964, 7, 512, 1},
                                    {4096, 1028, 7, 512, 0}, {4096, 1604, 7, 32, 0}, {4096, 1792, 7, 32, 0},
                                    {4096, 2040, 7, 32, 0}, {8192, 2040, 8, 256, 0}, {32768, 2564, 7, 512, 0}};
    const int measured_16bit[][5] = {{4096, 584, 7, 128, 1}, {4096, 648, 7, 128, 0}, {4096, 1416, 7, 256, 1},
                                     {4096, 1480, 7, 256, 0}, {4096, 1800, 9, 256, 0}, {4096, 2312, 7, 256, 1},
                                     {4096, 2376, 7, 256, 0}, {4096, 5128, 7, 512, 0}, {4096, 2056, 7, 256, 1},
                                     {4096, 1160, 7, 128, 0}, {4096, 520, 7, 128, 1}, {32768, 2568, 7, 256, 0}};
    // the H200's cells: [D63]'s, as [A64]'s map of the whole target grid refitted them, and [A64]'s own
    const int measured_fp32_h200[][5] = {{32768, 768, 9, 128, 0}, {32768, 1024, 8, 128, 0}, {8192, 2048, 7, 32, 0},
                                         {4096, 8192, 7, 256, 0}, {4096, 65536, 7, 512, 0}, {4096, 768, 7, 32, 0},
                                         {4096, 1024, 7, 32, 0}, {32768, 2048, 7, 32, 0}, {4096, 4096, 7, 32, 0},
                                         {32768, 4096, 9, 512, 0}};
    const int measured_16bit_h200[][5] = {{32768, 1024, 9, 64, 0}, {32768, 2048, 9, 128, 0}, {8192, 8192, 7, 512, 0},
                                          {8192, 12288, 7, 256, 0}, {8192, 2048, 9, 128, 0}, {8192, 16384, 7, 256, 0},
                                          {4096, 2048, 9, 128, 0}, {4096, 16384, 7, 256, 0}, {8192, 1600, 7, 128, 0},
                                          {32768, 4096, 7, 256, 0}, {8192, 32768, 7, 512, 0}, {32768, 512, 9, 64, 0},
                                          {32768, 768, 7, 64, 0}, {32768, 640, 7, 64, 0}, {32768, 600, 7, 128, 1}};
    const int fp32 = sizeof(floatX) == 4;
    if (!bad) bad += check_measured_picks(backward15_choices_h100, fp32 ? measured_fp32 : measured_16bit, 12, 0.0, "H100",
                                          detail, sizeof(detail));
    const int count_fp32_h200 = sizeof(measured_fp32_h200) / sizeof(measured_fp32_h200[0]);
    const int count_16bit_h200 = sizeof(measured_16bit_h200) / sizeof(measured_16bit_h200[0]);
    if (!bad) bad += check_measured_picks(backward15_choices_h200, fp32 ? measured_fp32_h200 : measured_16bit_h200,
                                          fp32 ? count_fp32_h200 : count_16bit_h200, 0.0, "H200", detail,
                                          sizeof(detail));
    // and the dispatcher's own walk (backward15_choice) takes the H100's table at the H100 SXM's DRAM rate (3352 GB/s)
    // and where the driver gives none (0), the H200's at the H200's (4915), unless BACKWARD15_PICKS fixes one
    const double rates[3] = {3352.0, 0.0, 4915.0};
    const int h200_at_rate[3] = {0, 0, 1};
    for (int r = 0; r < 3 && !bad; r++) {
        const int h200 = BACKWARD15_PICKS == 0 ? h200_at_rate[r] : BACKWARD15_PICKS == 200;
        const int (*in_use)[5] = h200 ? (fp32 ? measured_fp32_h200 : measured_16bit_h200)
                                      : (fp32 ? measured_fp32 : measured_16bit);
        const int in_use_count = h200 ? (fp32 ? count_fp32_h200 : count_16bit_h200) : 12;
        snprintf(label, sizeof(label), "the dispatcher at %.0f GB/s", rates[r]);
        bad += check_measured_picks(NULL, in_use, in_use_count, rates[r], label, detail, sizeof(detail));
    }
    report(bad == 0, "the backward dispatcher's tables: a row for every shape, in order, each unmoved row with its moved "
                     "one, the measured picks, the dispatcher on the H100's table at its DRAM rate and the H200's at "
                     "its (or the one BACKWARD15_PICKS fixes)", detail);
}

// 8. The dispatcher's rule for kernel 14 (backward15_takes_split, backward15_split_trips): the shapes the forty-third
//    round measured it ahead at take it, at the trips measured best at 128 threads, and those measured behind do not,
//    in each dtype (dev/NOTES.md [B43], [C43]; widened in the forty-sixth round, [A46]-[C46], where the new cells'
//    trips are those the rule launched when measured ahead: only 16-bit 2048 x 2048 compared 4 trips with 2). The
//    grid's order by L2 (split_columns_first, the H100's 50 MiB): columns first where measured ahead, the groups where
//    they were ([B46]). And kernel 14's chunks: a multiple of 16 rows, so a chunk holds whole
//    row blocks for every row team a block of 64-512 threads can have (split_chunk_rows).
static void check_split_rule(void) {
    int bad = 0;
    char detail[160] = "";
    // rows, cols, takes it, trips
    const int measured_16bit[][4] = {{1024, 256, 1, 2}, {1024, 1024, 1, 2}, {2048, 512, 1, 2}, {2048, 1024, 1, 4},
                                     {4096, 128, 1, 2}, {4096, 512, 1, 2}, {4096, 768, 1, 4}, {4096, 1024, 1, 4},
                                     {8192, 256, 1, 4}, {8192, 512, 1, 4}, {16384, 256, 1, 4}, {32768, 128, 1, 4},
                                     {4096, 16, 1, 2}, {4096, 64, 1, 2}, {16384, 32, 1, 4}, {65536, 64, 1, 4},
                                     {2048, 2048, 1, 4}, {2048, 1536, 1, 4}, {1024, 2048, 1, 2}, {1024, 1536, 1, 2},
                                     {32768, 256, 1, 4}, {32768, 192, 1, 4}, {65536, 128, 1, 4}, {131072, 64, 1, 4},
                                     {8192, 768, 0, 0}, {8192, 1024, 0, 0}, {16384, 512, 0, 0}, {16384, 1024, 0, 0},
                                     {4096, 2048, 0, 0}, {4096, 1032, 0, 0}, {4096, 4097, 0, 0}, {4096, 8, 0, 0}};
    const int measured_fp32[][4] = {{1024, 128, 1, 2}, {1024, 512, 1, 2}, {1024, 1024, 1, 4}, {2048, 512, 1, 4},
                                    {2048, 1024, 1, 4}, {4096, 128, 1, 4}, {4096, 512, 1, 4}, {8192, 128, 1, 4},
                                    {8192, 256, 1, 4}, {16384, 128, 1, 4}, {16384, 64, 1, 4}, {12288, 160, 1, 4},
                                    {9000, 232, 1, 4}, {32768, 64, 0, 0}, {65536, 32, 0, 0}, {8192, 512, 0, 0},
                                    {4096, 1024, 0, 0}, {4096, 2048, 0, 0}, {1024, 1028, 0, 0}, {4096, 8, 0, 0},
                                    {4096, 4097, 0, 0}};
    const int (*measured)[4] = sizeof(floatX) == 2 ? measured_16bit : measured_fp32;
    const int count = sizeof(floatX) == 2 ? (int)(sizeof(measured_16bit) / sizeof(measured_16bit[0]))
                                          : (int)(sizeof(measured_fp32) / sizeof(measured_fp32[0]));
    for (int i = 0; i < count; i++) {
        const int rows = measured[i][0], cols = measured[i][1], got = backward15_takes_split(rows, cols);
        if (got != measured[i][2] && !bad++)
            snprintf(detail, sizeof(detail), "%d x %d: the rule %s kernel 14, measured %s", rows, cols,
                     got ? "takes" : "refuses", measured[i][2] ? "ahead" : "behind or not its shape");
        if (got && backward15_split_trips(rows, cols) != measured[i][3] && !bad++)
            snprintf(detail, sizeof(detail), "%d x %d: %d trips, measured best %d", rows, cols,
                     backward15_split_trips(rows, cols), measured[i][3]);
    }
    // rows, cols, columns first (1) or the groups (0), as timed by dtype: x and dy of 16 MB ahead columns first, of
    // 24 MB and more behind
    const int order_16bit[][3] = {{4096, 1024, 1}, {8192, 512, 1}, {2048, 2048, 1}, {12288, 512, 0}, {8192, 768, 0},
                                  {8192, 1024, 0}, {32768, 1024, 0}};
    const int order_fp32[][3] = {{2048, 1024, 1}, {4096, 512, 1}, {4096, 768, 0}, {4096, 1024, 0}, {8192, 1024, 0}};
    const int (*order)[3] = sizeof(floatX) == 2 ? order_16bit : order_fp32;
    const int orders = sizeof(floatX) == 2 ? (int)(sizeof(order_16bit) / sizeof(order_16bit[0]))
                                           : (int)(sizeof(order_fp32) / sizeof(order_fp32[0]));
    LayerNormArgs h100;
    memset(&h100, 0, sizeof(h100));
    h100.l2_bytes = 52428800;
    for (int i = 0; i < orders; i++) {
        h100.rows = order[i][0]; h100.cols = order[i][1];
        if (split_columns_first(&h100) != order[i][2] && !bad++)
            snprintf(detail, sizeof(detail), "%d x %d: %s, measured ahead %s", order[i][0], order[i][1],
                     split_columns_first(&h100) ? "columns first" : "the groups", order[i][2] ? "columns first" : "the groups");
    }
    for (int threads = 64; threads <= SPLIT_MAX_THREADS; threads *= 2)
        for (int trips = 1; trips <= 8; trips *= 2)
            if (split_chunk_rows(threads, trips) % 16 != 0 && !bad++)
                snprintf(detail, sizeof(detail), "a chunk of %d rows at %d threads", split_chunk_rows(threads, trips), threads);
    report(bad == 0, "the backward dispatcher's rule for kernel 14: the measured shapes and trips, whole row blocks a chunk",
           detail);
}

int main(void) {
    check_shifted_team_groups();
    check_shifted_one_pack_threads();
    check_kernel10_threads();
    check_backward_table();
    check_split_rule();
    const int fd_cols[4] = {1, 2, 5, 17};
    for (int i = 0; i < 4; i++) check_finite_differences(3, fd_cols[i]);
    check_finite_differences(4, 64);

    check_long_double(257, 1600);
    check_long_double(1000, 4097);
    check_long_double(5, 1);

    check_tolerances(8192, 1600, 1);
    check_tolerances(64, 65536, 0);
    check_tolerances(1, 7, 0);

    printf("%d check(s) failed\n", failed_checks);
    return failed_checks ? 1 : 0;
}
