/*
LayerNorm backward: a ladder of CUDA kernels, each validated against a CPU reference and timed.

With x_hat[r,c] = (x[r,c] - mean[r]) * rstd[r] and wdy[r,c] = weight[c] * dout[r,c]:

    c1[r]        = sum_c x_hat[r,c] * wdy[r,c] / cols,     c2[r] = sum_c wdy[r,c] / cols
    dinp[r,c]    = (wdy[r,c] - x_hat[r,c] * c1[r] - c2[r]) * rstd[r]
    dweight[c]   = sum_r dout[r,c] * x_hat[r,c],           dbias[c] = sum_r dout[r,c]

as torch's layer_norm backward over the last dimension. mean and rstd are the float32 values the
forward pass saved. dinp, dweight and dbias are overwritten, not accumulated into. Inputs and
outputs in floatX; accumulation in float32, and the column sums of dweight/dbias stay float32
until one final conversion to floatX.

The hard part is not dinp (a row reduction, like the forward pass) but dweight and dbias: a sum
over all rows for every column, i.e. a reduction across the whole grid. The rungs differ mostly in
how they gather it.

Build:  make                      (fp32, bf16 and fp16 programs; GPU_ARCH=sm_80 to override)
Run:    ./layernorm_backward K [block_size] [--rows R] [--cols C] [--csv] [--seed S] [--check] [--outliers]

kernel 1: one thread per row, the CPU loop ported; dweight/dbias    ./layernorm_backward 1
          by global float atomics, then a finishing conversion
kernel 2: one warp per row, same global atomics                     ./layernorm_backward 2
kernel 3: persistent blocks, warp per row, dweight/dbias summed     ./layernorm_backward 3
          in shared memory, one global atomic per column per block
kernel 4: the Triton tutorial's scheme: GROUP_SIZE_M partial        ./layernorm_backward 4
          buffers under spin locks, then a column reduction
kernel 5: deterministic: persistent block per row, each block owns  ./layernorm_backward 5
          a partial row (no atomics), reduced in a fixed order
kernel 6: persistent warp, block or cluster (Hopper) teams; x, dy   ./layernorm_backward 6
          read once into registers, 16-byte vectors, dweight/dbias
          summed in registers, deterministic reduction
kernel 7: kernel 6 with x and dy staged in shared memory by         ./layernorm_backward 7
          cp.async, the next row in flight while one is computed
          (built for 2-4 stages; the dispatcher picks them by width)
          and a row that starts mid-sector staged one Pack on, so
          shared and global memory agree modulo 32 bytes
kernel 8: kernel 6 in clusters of 8 blocks that add their partial    ./layernorm_backward 8
          rows in distributed shared memory: 8x fewer partial rows
kernel 9: kernel 7 in clusters of 8 blocks, the same                 ./layernorm_backward 9
kernel 10: any width: kernel 9's pipeline with rows staged whole at ./layernorm_backward 10
          their own alignment, threads owning columns (4097 columns)
kernel 11: kernel 8 with a batch of 2-8 rows in flight a team, all   ./layernorm_backward 11
          their loads issued before any is used
kernel 12: kernel 11's batches copied by the TMA (bulk copies) into  ./layernorm_backward 12
          a ring of shared-memory stages, several batches in flight
kernel 13: any width with whole Packs: kernel 9 with rows dealt so ./layernorm_backward 13
          that every row of a team starts at the same place in a
          16-byte Pack (4097 columns); fp32 on kernel 11's batches
kernel 14: two roles in one launch: row blocks write dx, column     ./layernorm_backward 14
          blocks sum dweight/dbias over strips of columns and chunks
          of rows (a ticket a strip), x and dy shared through L2:
          no persistent teams, no second kernel; column blocks
          launched first where x and dy fit in a third of L2, so
          the grid ends with short row blocks (in groups beyond)
kernel 15: dispatcher: picks the rung and launch shape for the shape ./layernorm_backward 15
          from a table fitted on the GPU: the H200's, or the H100's
          (by the DRAM's peak rate; -DBACKWARD15_PICKS=100 / 200
          fixes one)

Until the forty-third round the dispatcher was rung 14: comments and dev/NOTES.md entries from before then that cite
"backward 14" or "dispatcher 14" (and BACKWARD14_* switches) mean the dispatcher, now rung 15 (BACKWARD15_*).

File order: CPU reference -> shared device pieces -> kernels -> launchers -> variant table -> main.
*/
// The backward's cluster teams (a row across several blocks: kernels 6 and 7, and 8, 9, 11-13 where they take
// them) push each block's row sums into its peers' shared memory (common.h, cluster_push_sum2) rather than
// passing a cluster barrier each row, since the twentieth round: that barrier's release fence waited for the
// previous row's dx stores. The backward dispatcher at rows 4096 / 8192 / 32768 (results/dev-h100-2026-11-24/
// round20/raw-push-d757a74.csv, the pull then the push): fp32 65536 columns 79.4 / 79.7 / 79.9 -> 96.1 / 97.0 / 96.9
// % of the copy, 32768 84.7 / 86.8 / 87.2 -> 95.0 / 97.5 / 97.9, 16384 86.4 / 89.1 / 91.3 -> 91.8 / 94.5 / 96.6;
// bf16 65536 72.2 / 72.9 / 76.1 -> 87.1 / 89.7 / 93.0; fp16 alike; 4096 columns (block teams) within 0.2. 16-bit
// rows of 16384 columns, block teams too, rose 3.7-5.6 points, which the push does not explain (their only change
// is the 144 bytes of static shared memory the push's slots add; dev/NOTES.md [C20]). The forward keeps the pull
// (its fp32 cluster kernels ran slower pushed, common.h).
#ifndef CLUSTER_PUSH_SUMS
#define CLUSTER_PUSH_SUMS 1
#endif
// bf16 to float by a shift, not cvt.f32.bf16 (common.h, BF16_TO_FLOAT_BY_SHIFT): the same values, and kernel 11's
// bf16 instances in fp16's registers (100 -> 64 a thread at 1 Pack and 2 rows in flight).
#ifndef BF16_TO_FLOAT_BY_SHIFT
#define BF16_TO_FLOAT_BY_SHIFT 1
#endif
#include "common.h"

// ----------------------------------------------------------------------------------------------
// CPU reference: double accumulation, OpenMP. dinp per row; dweight and dbias over column tiles
// and fixed chunks of rows, so the sums are the same whatever the number of threads.

#define CPU_COL_TILE 64      // columns one work item walks together (contiguous in memory)
#define CPU_ROW_CHUNK 1024   // rows one work item sums; chunks are then added in order

// Column pass over all rows: any of the four outputs may be NULL.
//   dweight[c] = sum_r dout * x_hat,  dbias[c] = sum_r dout          (the reference's sums)
//   norm_dweight[c] = sqrt(sum_r (dout * x_hat)^2),  norm_dbias[c] = sqrt(sum_r dout^2)
//                                                   (the size of their terms, for the tolerances)
// Work items are (chunk of rows, tile of columns); each writes its own slot and the chunks are
// combined in chunk order afterwards, so the result does not depend on the schedule.
static void backward_columns_cpu(double* dweight, double* dbias, double* norm_dweight, double* norm_dbias,
                                 const float* dout, const float* inp, const float* mean, const float* rstd,
                                 int rows, int cols) {
    const int num_chunks = ceil_div(rows, CPU_ROW_CHUNK), num_tiles = ceil_div(cols, CPU_COL_TILE);
    enum { SUM_DW, SUM_DB, SQUARES_DW, SQUARES_DB, NUM_SUMS };   // per chunk: NUM_SUMS x cols
    double* slots = (double*)host_malloc((size_t)num_chunks * NUM_SUMS * cols * sizeof(double), "reference column sums");
    #pragma omp parallel for schedule(dynamic)
    for (long long item = 0; item < (long long)num_chunks * num_tiles; item++) {
        const int chunk = (int)(item / num_tiles), tile = (int)(item % num_tiles);
        const int first_row = chunk * CPU_ROW_CHUNK, last_row = first_row + CPU_ROW_CHUNK < rows ? first_row + CPU_ROW_CHUNK : rows;
        const int first_col = tile * CPU_COL_TILE, last_col = first_col + CPU_COL_TILE < cols ? first_col + CPU_COL_TILE : cols;
        double sums[NUM_SUMS][CPU_COL_TILE] = {{0}};
        for (int row = first_row; row < last_row; row++) {
            const float* x = inp + (size_t)row * cols;
            const float* dy = dout + (size_t)row * cols;
            const double row_mean = mean[row], row_rstd = rstd[row];
            for (int col = first_col; col < last_col; col++) {
                const double d = dy[col], term = d * ((x[col] - row_mean) * row_rstd);
                const int k = col - first_col;
                sums[SUM_DW][k] += term;
                sums[SUM_DB][k] += d;
                sums[SQUARES_DW][k] += term * term;
                sums[SQUARES_DB][k] += d * d;
            }
        }
        double* slot = slots + (size_t)chunk * NUM_SUMS * cols;
        for (int s = 0; s < NUM_SUMS; s++)
            for (int col = first_col; col < last_col; col++) slot[(size_t)s * cols + col] = sums[s][col - first_col];
    }
    double* outputs[NUM_SUMS] = {dweight, dbias, norm_dweight, norm_dbias};
    #pragma omp parallel for schedule(static)
    for (int col = 0; col < cols; col++) {
        for (int s = 0; s < NUM_SUMS; s++) {
            if (!outputs[s]) continue;
            double total = 0.0;
            for (int chunk = 0; chunk < num_chunks; chunk++) total += slots[((size_t)chunk * NUM_SUMS + s) * cols + col];
            outputs[s][col] = s >= SQUARES_DW ? sqrt(total) : total;
        }
    }
    free(slots);
}

static void layernorm_backward_cpu(double* dinp, double* dweight, double* dbias, const float* dout, const float* inp,
                                   const float* weight, const float* mean, const float* rstd, int rows, int cols) {
    #pragma omp parallel for schedule(static)
    for (int row = 0; row < rows; row++) {
        const float* x = inp + (size_t)row * cols;
        const float* dy = dout + (size_t)row * cols;
        const double row_mean = mean[row], row_rstd = rstd[row];
        double sum_xhat_wdy = 0.0, sum_wdy = 0.0;
        for (int col = 0; col < cols; col++) {
            const double x_hat = (x[col] - row_mean) * row_rstd, wdy = (double)weight[col] * dy[col];
            sum_xhat_wdy += x_hat * wdy;
            sum_wdy += wdy;
        }
        const double c1 = sum_xhat_wdy / cols, c2 = sum_wdy / cols;
        double* dx = dinp + (size_t)row * cols;
        for (int col = 0; col < cols; col++) {
            const double x_hat = (x[col] - row_mean) * row_rstd, wdy = (double)weight[col] * dy[col];
            dx[col] = (wdy - x_hat * c1 - c2) * row_rstd;
        }
    }
    backward_columns_cpu(dweight, dbias, NULL, NULL, dout, inp, mean, rstd, rows, cols);
}

// ----------------------------------------------------------------------------------------------
// Device pieces every kernel shares. A "team" of threads (one thread, a warp or a block) walks a
// row: thread `first` takes columns first, first + stride, first + 2*stride, ...

// Where a block of kernel 11 (or 7 or 6, a batch one row there, or 12) spends its time, for dev/probe_backward_cost
// (which defines BACKWARD11_PHASES 1 before including this file; the programs compile none of it): thread 0 of each
// block records the SM's clock at the kernel's phase ends, and the GPU's global timer at its start and
// end, into backward11_phases[block]: [0] the global timer at entry, [1] at the end, [2] the SM, [3] the
// batches, [4 + PHASE_*] clock64() at each phase's end. Two of them are recorded in combine_cluster_partials,
// which kernels 8, 9 and 11 share: the cluster met (its first barrier passed) and the block's slice written
// (kernel 7 in a cluster team combines nothing and records neither). Kernels 6 and 12 record only the entry, the
// last batch done and the end (for the SMs their blocks ran on and when they ended; their first batch is not marked).
enum { PHASE_ENTRY, PHASE_FIRST_BATCH_SUMMED, PHASE_BATCHES_DONE, PHASE_CLUSTER_MET, PHASE_SLICE_WRITTEN,
       PHASE_PARTIALS_WRITTEN, PHASE_COUNT };
#ifndef BACKWARD11_PHASES
#define BACKWARD11_PHASES 0
#endif
#if BACKWARD11_PHASES
#define BACKWARD11_PHASE_BLOCKS 8192
__device__ unsigned long long backward11_phases[BACKWARD11_PHASE_BLOCKS][4 + PHASE_COUNT];
static __device__ __forceinline__ void record_phase(int phase, int batches) {
    if (threadIdx.x != 0 || blockIdx.x >= BACKWARD11_PHASE_BLOCKS) return;
    unsigned long long* slot = backward11_phases[blockIdx.x];
    unsigned long long now;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
    if (phase == PHASE_ENTRY) { unsigned int sm; asm("mov.u32 %0, %%smid;" : "=r"(sm)); slot[0] = now; slot[2] = sm; }
    if (phase == PHASE_PARTIALS_WRITTEN) { slot[1] = now; slot[3] = (unsigned long long)batches; }
    slot[4 + phase] = (unsigned long long)clock64();
}
#else
static __device__ __forceinline__ void record_phase(int phase, int batches) { (void)phase; (void)batches; }
#endif

// How a kernel's second pass folds dout * x_hat and dout into its float32 column sums.
typedef enum {
    ACCUMULATE_NONE,    // dinp only
    ACCUMULATE_ATOMIC,  // atomicAdd into a global or shared array (many writers per column)
    ACCUMULATE_OWNED,   // the only writer of these columns: plain read-modify-write (or store, first row)
    ACCUMULATE_LOCKED,  // as OWNED, but another SM wrote the values before: read them from L2 (ld.cg)
} Accumulate;

// First pass: this thread's part of sum_c x_hat * wdy and sum_c wdy.
static __device__ __forceinline__ void row_partial_sums(float* sum_xhat_wdy, float* sum_wdy, const floatX* x,
                                                        const floatX* dy, const floatX* weight, float mean, float rstd,
                                                        int cols, int first, int stride) {
    float xhat_wdy = 0.0f, wdy_sum = 0.0f;
    for (int col = first; col < cols; col += stride) {
        float x_hat = (floatX_to_float(x[col]) - mean) * rstd;
        float wdy = floatX_to_float(weight[col]) * floatX_to_float(dy[col]);
        xhat_wdy += x_hat * wdy;
        wdy_sum += wdy;
    }
    *sum_xhat_wdy = xhat_wdy;
    *sum_wdy = wdy_sum;
}

// Second pass: writes dinp (unless dx is NULL) and folds this row into the column sums.
// `first_row`: for OWNED/LOCKED, the sums hold nothing yet (store instead of add).
static __device__ __forceinline__ void row_gradients(floatX* dx, float* sum_dweight, float* sum_dbias, Accumulate mode,
                                                     int first_row, const floatX* x, const floatX* dy,
                                                     const floatX* weight, float mean, float rstd, float c1, float c2,
                                                     int cols, int first, int stride) {
    for (int col = first; col < cols; col += stride) {
        float dout = floatX_to_float(dy[col]);
        float x_hat = (floatX_to_float(x[col]) - mean) * rstd;
        if (dx) {
            float wdy = floatX_to_float(weight[col]) * dout;
            dx[col] = float_to_floatX((wdy - x_hat * c1 - c2) * rstd);
        }
        float dweight = dout * x_hat, dbias = dout;
        if (mode == ACCUMULATE_ATOMIC) {
            atomicAdd(sum_dweight + col, dweight);
            atomicAdd(sum_dbias + col, dbias);
        } else if (mode == ACCUMULATE_OWNED) {
            if (!first_row) { dweight += sum_dweight[col]; dbias += sum_dbias[col]; }
            sum_dweight[col] = dweight;
            sum_dbias[col] = dbias;
        } else if (mode == ACCUMULATE_LOCKED) {
            if (!first_row) { dweight += __ldcg(sum_dweight + col); dbias += __ldcg(sum_dbias + col); }
            __stcg(sum_dweight + col, dweight);
            __stcg(sum_dbias + col, dbias);
        }
    }
}

// One warp's c1 and c2 for a row (every lane receives them).
static __device__ __forceinline__ void warp_row_coefficients(float* c1, float* c2, const floatX* x, const floatX* dy,
                                                             const floatX* weight, float mean, float rstd, int cols,
                                                             int lane) {
    float sum_xhat_wdy, sum_wdy;
    row_partial_sums(&sum_xhat_wdy, &sum_wdy, x, dy, weight, mean, rstd, cols, lane, WARP_SIZE);
    *c1 = warp_sum(sum_xhat_wdy) / cols;
    *c2 = warp_sum(sum_wdy) / cols;
}

// The last step of every variant: sum `num_partials` float32 partial rows, each laid out as
// [dweight: cols floats | dbias: cols floats], per column in a fixed order, and store floatX.
// The partial rows are read as rows of 2 * cols floats, VEC at a time. Block (lanes x slices):
// lane x owns VEC consecutive floats of the row, and slice y adds partials y, y + slices, ... in
// that order; the slices then meet in shared memory in a fixed tree (slice s adds slice s + half,
// half = slices/2, ..., 1). Deterministic: the order depends on the shape only. launch_reduce
// picks the shape of the block (powers of two, at most 1024 threads):
//   - rows of REDUCE_WIDE_COLS (16384) columns and more, of an even width: VEC 4 (one 16-byte load;
//     every partial row starts 16-byte aligned) and 32 lanes: a warp reads 512 contiguous bytes of
//     a partial row;
//   - narrower (or odd) rows: VEC 2 and 8 lanes, the grid of the layout before (below): cols / 8
//     blocks, so that short rows still spread over the SMs;
//   - 32 slices, fewer while there are fewer partial rows than slices, or while each slice would
//     take under 8 partial rows and the grid would still hold 512 threads an SM: every thread then
//     has several loads in flight.
// History: up to the twenty-sixth round one layout served every shape, 8 columns x 32 slices a block, one float
// of dweight and one of dbias a thread a partial row. At 4096 x 32768 bf16 (66 partial rows of 65536 floats) that
// is 4096 blocks in four waves of 2-3 loads a thread, 14.2 us under Nsight Compute (results/dev-h100-2026-11-24/
// round27/ncu-first-5d83ed4/), and the pass took 23 us beyond its main kernel. 8 columns a block had replaced 32
// (sixth round): with 32 columns a block, 768 columns kept 24 SMs busy and the reduction took ~7 us, a third of a
// 4096-row pass; and 32 slices had replaced 128 once kernels 8-10 combined in clusters (~130-260 partial rows:
// 128 slices left most threads one or two loads and seven barrier rounds). Measured then (H100, an A/B of the
// dispatcher, dev/NOTES.md "Sixth round"): 4096 x 16384 bf16 74.0 -> 78.5% of the copy, fp32 82.9 -> 85.9%.
// Measured in the twenty-seventh round (H100, the dispatcher against the layout before in one job, rows 4096 / 8192):
//   - the wide layout at every width (results/dev-h100-2026-11-24/round27/raw-reduce-38038f0.csv): the reduction
//     at bf16 4096 x 32768 14.2 -> 9.7 us under Nsight Compute, but the pass only 81.0 / 88.1 -> 81.8 / 88.5 % of
//     the copy (predicted 84-86 at 4096 rows: the reduction was not most of the 23 us); 65536 columns bf16 87.1 /
//     91.6 -> 88.3 / 92.1, fp32 96.1 / 97.2 -> 96.8 / 97.4; 12288-16384 columns +0.1..+0.6; but 512-2048 columns
//     -0.3..-2.1 in every type (bf16 4096 x 1024 61.9 -> 59.8: half the old grid's blocks there);
//   - so the wide layout from 16384 columns only, the old grid below (raw-rule-ab360d4.csv): 512-8192 columns
//     within -0.6..+0.7 of the old layout (40 cells, mean +0.05).
// With num_partials = 1 it is just the float32 -> floatX conversion of
// kernels 1-3's accumulator. launch_reduce starts it as a programmatic dependent launch: its blocks
// may be scheduled while the kernel before it finishes, and wait here until that kernel is done.
#define REDUCE_MAX_THREADS 1024
#define REDUCE_WIDE_COLS 16384   // from here (even widths) 4 floats a lane and 32 lanes a block, else 2 and 8
template <int VEC> struct __align__(VEC * sizeof(float)) PartialVector { float v[VEC]; };   // one load of VEC floats
template <int VEC>
__global__ void __launch_bounds__(REDUCE_MAX_THREADS) dweight_dbias_reduce_kernel(
        floatX* __restrict__ dweight, floatX* __restrict__ dbias, const float* __restrict__ partials,
        int num_partials, int cols) {
    __shared__ float slice_sums[REDUCE_MAX_THREADS * VEC];   // [slice][lane][VEC]
    wait_for_previous_grid();   // launched early (launch_reduce): the partial rows are complete only after this
    const int length = 2 * cols, lanes = blockDim.x, slices = blockDim.y;
    const int first = (blockIdx.x * lanes + threadIdx.x) * VEC;   // length is a multiple of VEC
    float sum[VEC];
    #pragma unroll
    for (int j = 0; j < VEC; j++) sum[j] = 0.0f;
    if (first < length) {
        #pragma unroll 4   // independent loads in flight; the adds keep their order
        for (int p = threadIdx.y; p < num_partials; p += slices) {
            const PartialVector<VEC> loaded = *(const PartialVector<VEC>*)(partials + (size_t)p * length + first);
            #pragma unroll
            for (int j = 0; j < VEC; j++) sum[j] += loaded.v[j];
        }
    }
    float* mine = slice_sums + (threadIdx.y * lanes + threadIdx.x) * VEC;
    #pragma unroll
    for (int j = 0; j < VEC; j++) mine[j] = sum[j];
    for (int half = slices / 2; half > 0; half /= 2) {
        __syncthreads();
        if (threadIdx.y < half) {
            const float* other = mine + half * lanes * VEC;
            #pragma unroll
            for (int j = 0; j < VEC; j++) mine[j] += other[j];
        }
    }
    if (threadIdx.y == 0 && first < length) {
        #pragma unroll
        for (int j = 0; j < VEC; j++) {
            const int element = first + j;   // a column of dweight, then of dbias
            if (element < cols) dweight[element] = float_to_floatX(mine[j]);
            else dbias[element - cols] = float_to_floatX(mine[j]);
        }
    }
}

// ----------------------------------------------------------------------------------------------
// Kernel 1: one thread per row; dweight/dbias by global atomics.
// The idea: the CPU loop with the outer loop over rows handed to threads. Each thread walks its row
// twice: c1 and c2, then dinp. In the second walk it adds dout * x_hat and dout into a float32
// accumulator of 2 * cols floats with atomicAdd (rows threads write every column), and a small
// kernel (dweight_dbias_reduce_kernel with one partial) converts the sums to floatX. The launcher
// zeroes the accumulator first (part of the timed work).
// Why it is slow: a warp's 32 loads touch 32 rows, `cols` elements apart: uncoalesced; only `rows`
// threads; and every element costs two atomics, all rows contending for the same 2 * cols addresses.
// Limits: none on shape; sequential float sums over long rows (the tolerance allows it); the
// atomics' order varies, so results are not bitwise repeatable.
__global__ void layernorm_backward_kernel1(floatX* dinp, float* accumulator, const floatX* dout, const floatX* inp,
                                           const floatX* weight, const float* mean, const float* rstd, int rows, int cols) {
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= rows) return;
    const size_t offset = (size_t)row * cols;
    float sum_xhat_wdy, sum_wdy;
    row_partial_sums(&sum_xhat_wdy, &sum_wdy, inp + offset, dout + offset, weight, mean[row], rstd[row], cols, 0, 1);
    row_gradients(dinp + offset, accumulator, accumulator + cols, ACCUMULATE_ATOMIC, 0, inp + offset, dout + offset,
                  weight, mean[row], rstd[row], sum_xhat_wdy / cols, sum_wdy / cols, cols, 0, 1);
}

// ----------------------------------------------------------------------------------------------
// Kernel 2: one warp per row, the same global atomics.
// What changed: a row belongs to a warp; lane l takes columns l, l+32, ..., so each load of the
// warp reads 32 consecutive elements (coalesced), and c1, c2 come from two warp_sum shuffles.
// Why faster: coalesced loads and 32x the threads. The atomics are coalesced too (32 consecutive
// addresses per instruction) but there are still two per element, rows-deep on every column.
// Limits: none on shape; not bitwise repeatable.
__global__ void layernorm_backward_kernel2(floatX* dinp, float* accumulator, const floatX* dout, const floatX* inp,
                                           const floatX* weight, const float* mean, const float* rstd, int rows, int cols) {
    const int lane = threadIdx.x % WARP_SIZE;
    const int row = blockIdx.x * (blockDim.x / WARP_SIZE) + threadIdx.x / WARP_SIZE;
    if (row >= rows) return;   // the whole warp leaves together
    const size_t offset = (size_t)row * cols;
    float c1, c2;
    warp_row_coefficients(&c1, &c2, inp + offset, dout + offset, weight, mean[row], rstd[row], cols, lane);
    row_gradients(dinp + offset, accumulator, accumulator + cols, ACCUMULATE_ATOMIC, 0, inp + offset, dout + offset,
                  weight, mean[row], rstd[row], c1, c2, cols, lane, WARP_SIZE);
}

// ----------------------------------------------------------------------------------------------
// Kernel 3: persistent blocks, warp per row, dweight/dbias summed in shared memory first.
// What changed: the grid is as many blocks as fit on the GPU at once, and each block's warps loop
// over rows (warp w of the grid takes rows w, w + total_warps, ...). The block keeps its own
// float32 dweight/dbias column sums in shared memory (2 * cols floats, zeroed at start), its
// warps add into them with shared-memory atomics, and at the end the block adds each column once
// into the global accumulator; then the same finishing conversion.
// Why faster: shared atomics are cheap and local to the SM; global atomics drop from
// 2 * rows * cols to 2 * cols per block (a few hundred blocks instead of 8192 rows deep).
// Limits: needs 2 * cols * 4 bytes of shared memory (skips beyond the GPU's per-block opt-in limit,
// ~29k columns on H100); fewer blocks per SM as cols grows; not bitwise repeatable.
__global__ void layernorm_backward_kernel3(floatX* dinp, float* accumulator, const floatX* dout, const floatX* inp,
                                           const floatX* weight, const float* mean, const float* rstd, int rows, int cols) {
    extern __shared__ float block_sums[];   // [dweight: cols | dbias: cols], the accumulator's layout
    const int lane = threadIdx.x % WARP_SIZE;
    const int warps_per_block = blockDim.x / WARP_SIZE;
    for (int i = threadIdx.x; i < 2 * cols; i += blockDim.x) block_sums[i] = 0.0f;
    __syncthreads();
    for (int row = blockIdx.x * warps_per_block + threadIdx.x / WARP_SIZE; row < rows; row += gridDim.x * warps_per_block) {
        const size_t offset = (size_t)row * cols;
        float c1, c2;
        warp_row_coefficients(&c1, &c2, inp + offset, dout + offset, weight, mean[row], rstd[row], cols, lane);
        row_gradients(dinp + offset, block_sums, block_sums + cols, ACCUMULATE_ATOMIC, 0, inp + offset, dout + offset,
                      weight, mean[row], rstd[row], c1, c2, cols, lane, WARP_SIZE);
    }
    __syncthreads();
    for (int i = threadIdx.x; i < 2 * cols; i += blockDim.x) atomicAdd(accumulator + i, block_sums[i]);
}

// ----------------------------------------------------------------------------------------------
// Kernel 4: the Triton tutorial's scheme: GROUP_SIZE_M partial buffers under spin locks.
// What changed: instead of one accumulator all rows fight over, there are GROUP_SIZE_M float32
// partial rows (each [dweight | dbias], 2 * cols floats); row r adds its dout * x_hat and dout into
// partial r % GROUP_SIZE_M, holding that buffer's lock while it does. dinp is written before taking
// the lock, so the critical section is only the read-modify-write of the partial row. A second
// kernel (dweight_dbias_reduce_kernel) sums the GROUP_SIZE_M partials per column in a fixed order.
// One warp per row, as kernel 2.
// The lock, per buffer: an int in scratch (0 free, 1 held), plus a "count" int saying whether the
// buffer holds anything yet; the first owner stores instead of adding, so the partial buffers
// need no zeroing. The launcher zeroes only the 2 * GROUP_SIZE_M ints (cudaMemsetAsync), and the
// reduction reads only min(GROUP_SIZE_M, rows) buffers, each written at least once (by row g).
//   acquire: lane 0 spins on atomicCAS(lock, 0, 1), then __threadfence(): the fence orders the
//     successful CAS before the loads that follow, so they cannot see the buffer as it was before
//     the previous owner's release. __syncwarp() then hands that ordering to the other lanes
//     (bar.warp.sync orders memory among the lanes it synchronizes). The partial buffer is read
//     with ld.global.cg (L2, where all SMs meet), never from this SM's possibly stale L1.
//   release: every lane __threadfence()s after its stores (they reach device scope before anything
//     after the fence), __syncwarp(), then lane 0 atomicExch(lock, 0). So the next owner, seeing
//     the lock free, also sees the whole partial row.
// No deadlock: a warp holds one lock at a time and, while holding it, waits for nothing but its
// own lanes (which are past the spin); the holder is running, so it finishes and releases. Lanes
// 1..31 wait at __syncwarp while lane 0 spins, which Volta+ independent thread scheduling allows.
// Why faster than kernel 2: contention on any address drops from rows-deep to rows/GROUP_SIZE_M
// deep, and the partial rows (GROUP_SIZE_M * 2 * cols * 4 bytes, ~1.6 MB here) live in L2.
// Limits: warps that want a held lock spin, burning issue slots; not bitwise repeatable (the order
// in which rows take a buffer varies).
__global__ void layernorm_backward_kernel4(floatX* dinp, float* partials, int* locks, int* counts, const floatX* dout,
                                           const floatX* inp, const floatX* weight, const float* mean,
                                           const float* rstd, int rows, int cols, int group_size) {
    const int lane = threadIdx.x % WARP_SIZE;
    const int row = blockIdx.x * (blockDim.x / WARP_SIZE) + threadIdx.x / WARP_SIZE;
    if (row >= rows) return;
    const size_t offset = (size_t)row * cols;
    const float row_mean = mean[row], row_rstd = rstd[row];
    float c1, c2;
    warp_row_coefficients(&c1, &c2, inp + offset, dout + offset, weight, row_mean, row_rstd, cols, lane);
    row_gradients(dinp + offset, NULL, NULL, ACCUMULATE_NONE, 0, inp + offset, dout + offset, weight, row_mean,
                  row_rstd, c1, c2, cols, lane, WARP_SIZE);

    const int group = row % group_size;
    float* partial = partials + (size_t)group * 2 * cols;
    int is_first = 0;
    if (lane == 0) {
        while (atomicCAS(locks + group, 0, 1) != 0) { }
        __threadfence();                                   // acquire
        is_first = atomicExch(counts + group, 1) == 0;
    }
    __syncwarp();
    is_first = __shfl_sync(0xffffffffu, is_first, 0);
    row_gradients(NULL, partial, partial + cols, ACCUMULATE_LOCKED, is_first, inp + offset, dout + offset, weight,
                  row_mean, row_rstd, c1, c2, cols, lane, WARP_SIZE);
    __threadfence();                                       // release: stores visible before the lock is free
    __syncwarp();
    if (lane == 0) atomicExch(locks + group, 0);
}

// ----------------------------------------------------------------------------------------------
// Kernel 5: deterministic: persistent blocks, a block per row, each block owning a partial row.
// What changed: no atomics at all. The grid is fixed (as many blocks as fit at once, at most
// KERNEL5_MAX_BLOCKS and at most rows); block b takes rows b, b + grid, b + 2*grid, ... A whole
// block walks each row (thread t takes columns t, t + blockDim, ...; c1, c2 by one block_sum2), and
// thread t is the ONLY thread ever touching those columns of the block's dweight/dbias sums, so
// it updates them with a plain read-modify-write: no atomics, no barrier, a fixed order. The sums
// sit in shared memory when 2 * cols floats fit, else directly in the block's partial row in
// scratch (L1/L2-resident; still one owner per element). Each block then writes its partial row
// to scratch, and dweight_dbias_reduce_kernel adds the grid's partials per column in a fixed order.
// Same inputs and launch shape -> bitwise identical outputs.
// Why faster than 3 and 4: no atomics, no locks, no spinning; the only extra traffic is grid * 2 *
// cols floats written and read back once (a few MB).
// Limits: one paired block_sum2 (two barriers) per row, so short rows leave threads idle at large
// block sizes; scratch of min(rows, KERNEL5_MAX_BLOCKS) * 2 * cols floats.
#define KERNEL5_MAX_BLOCKS 512
__global__ void layernorm_backward_kernel5(floatX* dinp, float* partials, int sums_in_shared, const floatX* dout,
                                           const floatX* inp, const floatX* weight, const float* mean,
                                           const float* rstd, int rows, int cols) {
    extern __shared__ float shared_sums[];   // [dweight: cols | dbias: cols] when sums_in_shared
    __shared__ float2 reduce_scratch[WARP_SIZE];
    float* partial = partials + (size_t)blockIdx.x * 2 * cols;
    float* sums = sums_in_shared ? shared_sums : partial;
    for (int row = blockIdx.x; row < rows; row += gridDim.x) {
        const size_t offset = (size_t)row * cols;
        const float row_mean = mean[row], row_rstd = rstd[row];
        float sum_xhat_wdy, sum_wdy;
        row_partial_sums(&sum_xhat_wdy, &sum_wdy, inp + offset, dout + offset, weight, row_mean, row_rstd, cols,
                         threadIdx.x, blockDim.x);
        float2 row_sums = block_sum2(make_float2(sum_xhat_wdy, sum_wdy), reduce_scratch);   // c1 and c2 together
        float c1 = row_sums.x / cols, c2 = row_sums.y / cols;
        row_gradients(dinp + offset, sums, sums + cols, ACCUMULATE_OWNED, row == (int)blockIdx.x, inp + offset,
                      dout + offset, weight, row_mean, row_rstd, c1, c2, cols, threadIdx.x, blockDim.x);
    }
    if (sums_in_shared) {
        for (int col = threadIdx.x; col < cols; col += blockDim.x) {
            partial[col] = shared_sums[col];
            partial[cols + col] = shared_sums[cols + col];
        }
    }
}

// ----------------------------------------------------------------------------------------------
// A thread's dweight/dbias sums into a [dweight | dbias] row of 2 * cols floats: stored, or added
// to what is there (`add`). Vector v holds columns v * VEC - shift, ...: `shift` is 0 except in rung
// 13, whose Packs of memory may start before the row or end past it (`clip`: skip those columns).
// Where vectors are a multiple of 4 floats and never clipped (cols is then a multiple of VEC, so every
// vector is 16-byte aligned; sums_row starts at a 16-byte boundary), they go as 16-byte accesses, else
// one float at a time (rung 13, whose clip is its compile-time SHIFTED: its instances keep the old code).
// Why, measured in the twenty-eighth round: one float at a time, a warp's store touched 32 sectors 4
// bytes each (threads VEC floats apart), VEC times over; in shared memory an 8-way bank conflict. At bf16
// 4096 x 32768 (kernel 7, cluster teams writing 17 MB of partial rows straight to global memory) the
// blocks spent 40 us (median; 53 the slowest) on this store alone, against the ~6 us its bytes take
// (dev/probe_backward_cost's phases, results/dev-h100-2026-11-24/round28/probe-phases-c855d25.csv). With
// 16-byte stores, 8.3 us (17 the slowest; probe-partials-09a5c90.csv), and the dispatcher
// (raw-partials-09a5c90.csv, one job, rows 4096 / 8192, % of the copy): bf16 32768 columns 81.9 / 88.5 ->
// 94.3 / 96.3, 65536 88.1 / 92.2 -> 94.2 / 95.1, fp16 32768 82.6 / 90.2 -> 94.2 / 95.5; fp32 16384-65536
// +0.1..+2.4; 16-bit 512-16384 (kernels 9, 11, 12 put their sums into shared memory) +0.8..+2.6 in bf16,
// fp16 -0.3..+1.0; fp32 512-8192 +0.0..+1.3.
template <int VEC, int ITEMS>
static __device__ __forceinline__ void put_team_sums(float* sums_row, int add, const float (*sum_dweight)[VEC],
                                                     const float (*sum_dbias)[VEC], const Team* team, int cols,
                                                     int vectors, int shift, int clip) {
    #pragma unroll
    for (int i = 0; i < ITEMS; i++) {
        const int vector = team->rank + i * team->threads;
        if (vector >= vectors) continue;
        if (VEC % 4 == 0 && !clip) {   // cols is a multiple of VEC: 16-byte aligned, in the row
            float4* dweight_quads = (float4*)(sums_row + (size_t)vector * VEC);
            float4* dbias_quads = (float4*)(sums_row + cols + (size_t)vector * VEC);
            #pragma unroll
            for (int q = 0; q < VEC / 4; q++) {
                float4 dweight = make_float4(sum_dweight[i][4 * q], sum_dweight[i][4 * q + 1], sum_dweight[i][4 * q + 2],
                                             sum_dweight[i][4 * q + 3]);
                float4 dbias = make_float4(sum_dbias[i][4 * q], sum_dbias[i][4 * q + 1], sum_dbias[i][4 * q + 2],
                                           sum_dbias[i][4 * q + 3]);
                if (add) {
                    const float4 dweight_before = dweight_quads[q], dbias_before = dbias_quads[q];
                    dweight.x += dweight_before.x; dweight.y += dweight_before.y;
                    dweight.z += dweight_before.z; dweight.w += dweight_before.w;
                    dbias.x += dbias_before.x; dbias.y += dbias_before.y;
                    dbias.z += dbias_before.z; dbias.w += dbias_before.w;
                }
                dweight_quads[q] = dweight;
                dbias_quads[q] = dbias;
            }
            continue;
        }
        #pragma unroll
        for (int j = 0; j < VEC; j++) {
            const int col = vector * VEC + j - shift;
            if (clip && (col < 0 || col >= cols)) continue;
            sums_row[col] = add ? sums_row[col] + sum_dweight[i][j] : sum_dweight[i][j];
            sums_row[cols + col] = add ? sums_row[cols + col] + sum_dbias[i][j] : sum_dbias[i][j];
        }
    }
}

// ----------------------------------------------------------------------------------------------
// Kernels 8 and 9: kernels 6 and 7 with their blocks in clusters that add up their partial rows
// before writing them: this function is what they add (write_team_partials calls it).
// The problem: every team (or block of warp teams) of kernels 6 and 7 writes its own float32
// partial row of [dweight | dbias], 2 * cols floats, and the reduction kernel reads them all back:
// 16 * cols bytes per partial row against the 3 * cols * sizeof(floatX) bytes of each row of x, dy
// and dx. With up to 1024 partial rows, at 4096 rows that is 4 rows of work per partial row: in
// bf16 the partial rows move 2.7 times a row's bytes each, ~65% on top of the pass's floor (8 MB
// written and read at 4096 x 1024 beside 25 MB of x, dy and dx). At 32768 rows it is still ~8%.
// What changed: the same kernels are launched in clusters of COMBINE_BLOCKS (8) blocks (Hopper
// thread-block clusters). At the end, every block puts its partial row in its shared memory; after
// a cluster barrier, block k of the cluster reads slice k of all 8 blocks' rows through
// distributed shared memory, adds them in rank order and writes that slice of the cluster's one
// partial row. 8x fewer partial rows, so the grid may also hold up to 8x more blocks; the order
// of every addition is still fixed by the grid, so the result is bitwise repeatable.
// Predicted: the partial-row traffic drops 8x: at 4096 rows in 16-bit types 42-50% of the copy
// toward ~65-75%, at 32768 rows +3-6 points; a little slower where partial rows were already few
// (wide rows at 32768 rows: the grid is then limited by whole clusters fitting a GPC).
// Measured (H100, best block size each, results/dev-h100-2026-11-22/sweep-backward-4c38cb1.csv):
// about half the predicted gain. bf16 at 4096 rows, 768-4096 columns: 50.6-64.4% of the copy
// against 43.5-51.2% for the better of kernels 6 and 7 (1024: 55.4 vs 44.6%; fp16 alike); 8192
// rows 57-76%; fp32 at 4096 rows, 1024-8192 columns: 70.4-86.0% against 65.0-83.7%. At 32768 rows
// +4 to +6 points at 1024-2048 16-bit columns (bf16 2048: 84.4 vs 80.2%) but -2 to -6 from 4096
// 16-bit columns (bf16 8192: 83.3 vs kernel 7's 89.0%), within 1.5 points in fp32. So the partial
// rows were one fixed cost of the 4096-row shapes, not the only one.
// Since the seventeenth round the second barrier (it only keeps each block's shared memory alive while
// its peers read it) arrives relaxed (cluster_sync_before_exit, common.h): cluster.sync()'s release fence
// made every block wait for its partial-row stores to drain. The dispatcher: +0.3 to +3.1 points at all
// 27 shapes tried (bf16 4096 x 512 50.0 -> 52.8%). The first barrier publishes the partial rows, so it
// keeps the fence, and with it a drain of the block's last dx stores (dev/NOTES.md [D17]).
// Limits: those of kernel 6 (kernel 8) or 7 (kernel 9), plus 2 * cols floats of shared memory per
// block (kernel 6 block teams had none), so at most ~28k columns; rows that need a cluster per row
// (kernels 6/7 with SCOPE_CLUSTER) have nothing to combine and are skipped by name.
#ifndef COMBINE_BLOCKS
#define COMBINE_BLOCKS 8   // blocks a cluster combines; the kernels read it at run time (-D for an experiment build)
#endif
// Shared memory of a combining block: its row [dweight | dbias].
// Tried in the eighteenth round and removed: pushing the partial rows instead (each block stores slice k of its
// row into block k's shared memory with st.async, counted on block k's mbarrier: no release fence, so no drain
// of the dx stores). Correct in the GPU matrix, but 0.1-4 points slower than this pull at all 27 dispatcher
// shapes tried (bf16 4096 x 512 52.3 -> 49.7 % of the copy), and racecheck reported its pushes against the
// staging writes of kernel 7 (a relaxed cluster barrier orders no memory). dev/NOTES.md [B18].
static size_t combine_smem_bytes(int cols) { return 2 * (size_t)cols * sizeof(float); }
static __device__ __forceinline__ void combine_cluster_partials(float* __restrict__ partials, float* block_sums, int cols) {
    cg::cluster_group cluster = cg::this_cluster();
    const int blocks = (int)cluster.num_blocks(), block_rank = (int)cluster.block_rank();
    const int length = 2 * cols, slice = (length + blocks - 1) / blocks;
    const int end = min(length, (block_rank + 1) * slice);
    float* partial = partials + (size_t)(blockIdx.x / blocks) * length;
    cluster.sync();   // every block's partial row is in its shared memory
    record_phase(PHASE_CLUSTER_MET, 0);
    for (int i = block_rank * slice + threadIdx.x; i < end; i += blockDim.x) {
        float total = 0.0f;
        for (int block = 0; block < blocks; block++) total += cluster.map_shared_rank(block_sums, block)[i];
        partial[i] = total;
    }
    record_phase(PHASE_SLICE_WRITTEN, 0);
    cluster_sync_before_exit();   // the others may still be reading this block's shared memory
}

// The end of kernels 6 and 7: a team's dweight/dbias sums (VEC-element vectors rank, rank + threads,
// ... of the row; `vectors` in all) become partial rows of [dweight | dbias] that
// dweight_dbias_reduce_kernel adds up.
//   - Cluster teams (a row per cluster) write theirs directly: each block holds different columns.
//   - Block teams in an ordinary launch write theirs directly too: one partial row per block.
//   - Warp teams of a block own the same columns: they first add their sums in `block_sums` (2 *
//     cols floats of shared memory), warp after warp, and the block writes one partial row.
//   - Kernels 8 and 9 launch warp or block teams in clusters of blocks: the block's row goes to
//     `block_sums` and the cluster writes one partial row (combine_cluster_partials).
template <int VEC, int ITEMS, int SCOPE>
static __device__ __forceinline__ void write_team_partials(float* __restrict__ partials, const float (*sum_dweight)[VEC],
                                                           const float (*sum_dbias)[VEC], const Team* team, int cols,
                                                           int vectors, float* block_sums, int shift, int clip) {
    allow_next_grid();   // the reduction may be scheduled now; it still waits for this grid to finish
    const int combine = SCOPE == SCOPE_CLUSTER ? 1 : (int)cg::this_cluster().num_blocks();
    if (SCOPE == SCOPE_CLUSTER || (SCOPE == SCOPE_BLOCK && combine == 1)) {
        put_team_sums<VEC, ITEMS>(partials + (size_t)team->index * 2 * cols, 0, sum_dweight, sum_dbias, team, cols,
                                  vectors, shift, clip);
        if (SCOPE == SCOPE_CLUSTER) cluster_sync_before_exit();   // peers may still read this block's slot
        return;
    }
    __syncthreads();   // block_sums may be a kernel's staging memory: every thread is done with it
    if (SCOPE == SCOPE_WARP) {
        for (int i = threadIdx.x; i < 2 * cols; i += blockDim.x) block_sums[i] = 0.0f;
        for (int turn = 0; turn < (int)(blockDim.x / WARP_SIZE); turn++) {
            __syncthreads();
            if (team->team_in_block == turn)
                put_team_sums<VEC, ITEMS>(block_sums, 1, sum_dweight, sum_dbias, team, cols, vectors, shift, clip);
        }
    } else {
        put_team_sums<VEC, ITEMS>(block_sums, 0, sum_dweight, sum_dbias, team, cols, vectors, shift, clip);
    }
    __syncthreads();
    if (combine > 1) { combine_cluster_partials(partials, block_sums, cols); return; }
    float* partial = partials + (size_t)blockIdx.x * 2 * cols;
    for (int i = threadIdx.x; i < 2 * cols; i += blockDim.x) partial[i] = block_sums[i];
}

// ----------------------------------------------------------------------------------------------
// Kernel 6: persistent teams, x and dy read once into registers, dweight/dbias summed in registers.
// The floor: backward must read x and dy and write dx (3 * rows * cols elements); weight, mean,
// rstd, dweight and dbias are small. Kernel 5 reads x and dy twice (two passes over the row) and
// keeps its column sums in shared memory or L2; the ceiling is one read and one write.
// What changed:
//   - A row belongs to a team: a warp (cols <= 512), a block, or a cluster of up to 8 blocks whose
//     partial sums meet through distributed shared memory (SCOPE, common.h) for rows too wide for
//     one block's registers. Each thread loads its slice of x and dy once, in VEC-element vectors
//     (16-byte Packs when cols is a multiple of PACK_SIZE, so every row is aligned; else single
//     elements, still coalesced), and computes c1, c2 (one paired reduction) and dx from registers.
//   - The slice is the same columns in every row, so weight is loaded once per thread for the whole
//     kernel and each thread accumulates dweight += dout * x_hat and dbias += dout for its own
//     columns in registers across all of its team's rows: no atomics, no shared-memory traffic per
//     row. The grid is persistent (as many teams as fit), team t taking rows t, t + teams, ...
//   - At the end each team writes its sums as one partial row (warps of a block first add theirs
//     in shared memory, warp after warp), and dweight_dbias_reduce_kernel adds the partial rows per
//     column in a fixed order. Fixed grid, fixed order: bitwise identical across runs.
// Predicted: x and dy read once and 16-byte accesses bring dx to near the copy ceiling, the extra
// partial-row traffic is teams * 2 * cols floats (~1-5% of the bytes at the target shapes), and a
// second launch (a few microseconds) that only small shapes feel. Measured: dev/NOTES.md.
// Since the twentieth round a cluster team's blocks push their share of the row sums into each
// other's shared memory (CLUSTER_PUSH_SUMS, this file's head) instead of meeting at a cluster
// barrier each row, whose release fence waited for the previous row's dx stores: fp32 rows of
// 65536 columns (8 blocks a row) 79 -> 96-97 % of the copy.
// Limits: at most 16 elements (8 accesses) per thread and 512 threads a block (x, dy, weight and
// two sums per element stay in registers), so a row may hold up to 8 * 512 * 16 = 65536 columns
// (32768 when cols is not a multiple of PACK_SIZE); wider rows are skipped by name (kernel 5 takes
// them). Needs 16-byte aligned pointers.
#define KERNEL6_MAX_THREADS 512
#define KERNEL6_MAX_ELEMENTS 16
#define KERNEL6_MAX_ITEMS 8        // accesses per thread: 16 scalar ones needed 128 registers and spilled
#define KERNEL6_MAX_PARTIALS 1024

template <int VEC> struct alignas(VEC * sizeof(floatX)) FloatXVector { floatX v[VEC]; };

// x, dy and dx use the default cache policy: with the evict-first hints (ld/st.global.cs) kernel 6
// measured 6 points lower at fp32 32768 x 2048 and 4096 x 8192 (87.3 / 80.8% against 93.4 / 86.5%),
// 3 points higher at 4096 x 768 and within 1 point in bf16 (an A/B on the H100, dev/NOTES.md).
template <int VEC>
static __device__ __forceinline__ FloatXVector<VEC> load_vector(const floatX* address) {
    return *(const FloatXVector<VEC>*)address;
}
template <int VEC>
static __device__ __forceinline__ void store_vector(floatX* address, FloatXVector<VEC> value) {
    *(FloatXVector<VEC>*)address = value;
}

// One vector of a row (VEC elements, weight already float): its terms of the two row sums behind
// c1 and c2, x_hat * w * dy and w * dy, added to *sums. Kernels 6 and 7.
template <int VEC>
static __device__ __forceinline__ void add_row_sums(float2* sums, const floatX* x, const floatX* dy, const float* w,
                                                    float row_mean, float row_rstd) {
    #pragma unroll
    for (int j = 0; j < VEC; j++) {
        const float x_hat = (floatX_to_float(x[j]) - row_mean) * row_rstd;
        const float wdy = w[j] * floatX_to_float(dy[j]);
        sums->x += x_hat * wdy;
        sums->y += wdy;
    }
}

// The same vector's dx, and its terms of dweight (dy * x_hat) and dbias (dy) added to the
// thread's own column sums. Kernels 6 and 7.
template <int VEC>
static __device__ __forceinline__ void vector_gradients(floatX* dx, float* sum_dweight, float* sum_dbias, const floatX* x,
                                                        const floatX* dy, const float* w, float row_mean, float row_rstd,
                                                        float c1, float c2) {
    #pragma unroll
    for (int j = 0; j < VEC; j++) {
        const float dout_value = floatX_to_float(dy[j]);
        const float x_hat = (floatX_to_float(x[j]) - row_mean) * row_rstd;
        dx[j] = float_to_floatX((w[j] * dout_value - x_hat * c1 - c2) * row_rstd);
        sum_dweight[j] += dout_value * x_hat;
        sum_dbias[j] += dout_value;
    }
}

// Kernels 7, 11 and 12 take whole Packs: the two steps above for one Pack of x and of dy and the
// thread's Pack of weight. The Packs come by value: a Pack copied out of shared memory into a
// variable is one 16-byte read, where handing its elements on by pointer let the compiler read
// them one by one (kernel 12's comment).
static __device__ __forceinline__ void add_pack_row_sums(float2* sums, Pack x, Pack dy, Pack w, float row_mean,
                                                         float row_rstd) {
    float weights[PACK_SIZE];
    pack_to_floats(weights, w);
    add_row_sums<PACK_SIZE>(sums, x.v, dy.v, weights, row_mean, row_rstd);
}
static __device__ __forceinline__ Pack pack_gradients(float* sum_dweight, float* sum_dbias, Pack x, Pack dy, Pack w,
                                                      float row_mean, float row_rstd, float c1, float c2) {
    float weights[PACK_SIZE];
    pack_to_floats(weights, w);
    Pack dx;
    vector_gradients<PACK_SIZE>(dx.v, sum_dweight, sum_dbias, x.v, dy.v, weights, row_mean, row_rstd, c1, c2);
    return dx;
}
static __device__ __forceinline__ void store_pack_gradients(floatX* dx_address, float* sum_dweight, float* sum_dbias,
                                                            Pack x, Pack dy, Pack w, float row_mean, float row_rstd,
                                                            float c1, float c2) {
    store_pack(dx_address, pack_gradients(sum_dweight, sum_dbias, x, dy, w, row_mean, row_rstd, c1, c2));
}

// KERNEL6_MIN_BLOCKS: the blocks an SM that kernel 6's instances ask of ptxas. 1: KERNEL7_MIN_BLOCKS says why a 1
// that changes no occupancy can still change the code, so the nineteenth round measured 0 for kernels 6 and 10
// (results/dev-h100-2026-11-24/round19/raw-bounds-38ac355.csv, 1 then 0 per shape, rows 4096 / 8192 / 32768). With
// 0 ptxas allocates fewer registers (fp32 kernel6<4, 2, cluster> 71 -> 60, kernel10<8> 89 -> 64 and a 4-byte
// spill), and: the fp32 dispatcher at 2048 columns (kernel 8) 80.2 / 87.1 / 96.6 -> 78.7 / 86.8 / 94.2 % of the
// copy; at 8192, 32768 and 65536 columns (kernels 8 and 6) within 0.3; kernel 10 faster only in the instances the
// dispatcher did not take in the nineteenth round (fp32 1031 columns at 256 threads 58.4 / 64.4 / 72.0 ->
// 60.7 / 67.7 / 75.7), equal at its picks (1031 at 128 threads 64.6 / 73.8 / 87.3 -> 64.7 / 73.9 / 87.3, 2049 at
// 256 within 0.1); the 16-bit dispatcher within 0.3. Both stay 1. The 0 build passed the matrix of backward 6, 8, 10, 14 (821
// passed, 0 failed, 78 skipped) and sanitize (72 clean).
#ifndef KERNEL6_MIN_BLOCKS
#define KERNEL6_MIN_BLOCKS 1
#endif
template <int VEC, int ITEMS, int SCOPE>
__global__ void __launch_bounds__(KERNEL6_MAX_THREADS, KERNEL6_MIN_BLOCKS) layernorm_backward_kernel6(
        floatX* __restrict__ dinp, float* __restrict__ partials, const floatX* __restrict__ dout,
        const floatX* __restrict__ inp, const floatX* __restrict__ weight, const float* __restrict__ mean,
        const float* __restrict__ rstd, int rows, int cols, int cluster_size) {
    extern __shared__ float warp_team_sums[];   // SCOPE_WARP: the block's [dweight | dbias], 2 * cols floats
    __shared__ RowReduceState state;
    int parity = 0;
    record_phase(PHASE_ENTRY, 0);
    const Team team = this_team<SCOPE>(cluster_size);
    const int rank = team.rank, threads = team.threads;
    const int vectors = cols / VEC;   // the launcher picks VEC dividing cols

    float w[ITEMS][VEC], sum_dweight[ITEMS][VEC], sum_dbias[ITEMS][VEC];
    #pragma unroll
    for (int i = 0; i < ITEMS; i++) {
        const int vector = rank + i * threads;
        FloatXVector<VEC> weights;
        if (vector < vectors) weights = *(const FloatXVector<VEC>*)(weight + (size_t)vector * VEC);
        #pragma unroll
        for (int j = 0; j < VEC; j++) {
            w[i][j] = vector < vectors ? floatX_to_float(weights.v[j]) : 0.0f;
            sum_dweight[i][j] = 0.0f;
            sum_dbias[i][j] = 0.0f;
        }
    }

    for (int row = team.index; row < rows; row += team.count) {
        const size_t offset = (size_t)row * cols;
        FloatXVector<VEC> x[ITEMS], dy[ITEMS];
        #pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            const int vector = rank + i * threads;
            if (vector < vectors) {
                x[i] = load_vector<VEC>(inp + offset + (size_t)vector * VEC);
                dy[i] = load_vector<VEC>(dout + offset + (size_t)vector * VEC);
            }
        }
        const float row_mean = mean[row], row_rstd = rstd[row];
        float2 sums = make_float2(0.0f, 0.0f);   // x_hat * wdy, wdy
        #pragma unroll
        for (int i = 0; i < ITEMS; i++)
            if (rank + i * threads < vectors) add_row_sums<VEC>(&sums, x[i].v, dy[i].v, w[i], row_mean, row_rstd);
        sums = row_sum2<SCOPE>(sums, &state, &parity);
        const float c1 = sums.x / cols, c2 = sums.y / cols;
        #pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            const int vector = rank + i * threads;
            if (vector >= vectors) continue;
            FloatXVector<VEC> dx;
            vector_gradients<VEC>(dx.v, sum_dweight[i], sum_dbias[i], x[i].v, dy[i].v, w[i], row_mean, row_rstd, c1, c2);
            store_vector<VEC>(dinp + offset + (size_t)vector * VEC, dx);
        }
    }

    record_phase(PHASE_BATCHES_DONE, 0);
    write_team_partials<VEC, ITEMS, SCOPE>(partials, sum_dweight, sum_dbias, &team, cols, vectors, warp_team_sums, 0, 0);
    record_phase(PHASE_PARTIALS_WRITTEN, team.index < rows ? (rows - 1 - team.index) / team.count + 1 : 0);
}

// ----------------------------------------------------------------------------------------------
// Kernel 7: kernel 6 with x and dy staged in shared memory, the next row in flight while this one
// is computed.
// What changed: kernel 6 loads a row of x and dy into registers, then waits, reduces and computes
// with no loads in flight; and its registers (the row, plus weight and two sums per column) allow
// one 512-thread block per SM. Here each thread copies its Packs of the *next* row's x and dy into
// shared memory with cp.async (issued, not waited for) before it computes the current row from
// the other stage, and also loads the next row's mean and rstd one row ahead: every team always
// has a row in flight. The row is read from shared memory twice (c1/c2, then dx), so registers
// hold only weight (as Packs) and the dweight/dbias sums, and more teams fit an SM.
// Predicted: kernel 6 reaches 84-94% of the copy at 32768 rows in fp32 but 50-80% in 16-bit types
// and at 4096 rows; keeping loads always in flight should lift all of them toward ~90%.
// Measured (H100, results/dev-h100-2026-11-22/): in bf16 it beats kernel 6 from 768 columns up
// (32768 x 8192: 89.9% against 80.0%; 32768 x 4096: 85.5% against 81.5%), in fp32 it trails kernel
// 6 by up to 6.5 points up to 8192 columns and wins beyond (4096 x 12288: 82.5% against 74.4%). At 4096
// rows neither gets far: the fixed costs (the second kernel, partial rows) dominate there.
// Since the fifth round a thread of a block or cluster team owns up to 4 Packs in every dtype: 16
// fp32 columns, and now 32 16-bit ones (the row lives in shared memory, so registers hold only
// weight and the two sums: 128 registers at 4 Packs, no spills). 16-bit rows to 16384 columns then
// fit one 512-thread block instead of a cluster per row (two cluster barriers a row), and kernel 9
// can combine them. Measured (results/dev-h100-2026-11-23/raw-wide16-78ee296.csv, best block size
// of kernel 7 or 9): bf16 32768 x 16384 66.2 -> 88.6% of the copy, 32768 x 32768 58.7 -> 87.2%,
// 32768 x 65536 50.4 -> 76.3%, 4096 x 12288 47.8 -> 73.8%. Warp teams keep 2 Packs a thread in
// 16-bit (the launch shapes the dispatcher was fitted to).
// Since the thirty-third round the depth of the pipeline is a template parameter, STAGES (2, 3 or 4): a team has
// STAGES - 1 rows in flight while it computes one (the prologue issues them; each row issues the one STAGES - 1
// ahead; the mean and rstd of the rows in flight wait in a shift register of STAGES - 1 floats, whose indices are
// all constants, so they stay in registers). The rungs keep 2 (KERNEL7_STAGES); the dispatcher picks per width. Why
// deeper can be faster: at 4096-8192 rows a team walks a dozen rows or fewer, and with one row ahead the SM's bytes
// in flight are one row of x and dy per team. Why not always: each stage costs a team 2 x its Packs x 16 bytes of
// shared memory, so at 512 threads x 2-4 Packs fewer blocks fit an SM (bf16 8192 columns at 3 stages: 85.6 / 91.6 /
// 95.8 -> 84.2 / 89.5 / 93.7 % of the copy, rows 4096 / 8192 / 32768). Measured, kernels 7 and 9 at every block size
// at 2, 3 and 4 stages (results/dev-h100-2026-11-25/round33/summary-stages*.txt, the best block size): bf16 5120
// columns 78.4 / 89.6 / 97.8 -> 83.4 / 92.9 / 98.9 at 3 stages, 2560 73.6 / 81.1 / 95.3 -> 76.6 / 84.6 / 97.4; fp32
// 5120 92.1 / 94.7 / 95.8 -> 94.3 / 97.6 / 99.8 at 4, 2560 85.8 / 92.4 / 94.8 -> 88.2 / 96.4 / 100.1; rung 13's
// one-Pack blocks (kernel 7's shifted code) at bf16 3079 columns 55.4 / 61.7 / 67.5 -> 61.4 / 70.6 / 77.3 at 4, 4097
// 62.2 / 69.8 / 74.5 -> 64.9 / 74.8 / 82.7; slower at bf16 1031 (-1..-4) and within a point at 512-1024.
// Limits: cols must be a multiple of PACK_SIZE (every row 16-byte aligned, so a thread owns the
// same columns in every row; other widths go to kernel 10, 5 or 6); at most 4 Packs a thread and
// 512 threads a block, so 8 * 512 * 4 Packs = 65536 fp32 or 131072 16-bit columns; STAGES stages of x
// and dy must fit shared memory (128 KB a block at the widest at 2 stages); 16-byte aligned pointers.
// KERNEL7_MAX_THREADS: -D for experiments, with KERNEL7_MIN_BLOCKS: 256 and 3 hold every instance to 80 registers (three
// 256-thread blocks an SM), and the launchers then skip wider blocks by name. Timed on the H200 (NOTES [A66]): kernels
// 7 and 9 so capped against the tree at 4096-8192 rows x 512-4096 columns and 32768 x 512-1024, the best launch each
// cell, bf16 -1.7 on average (-6.7..-0.1), fp16 -1.1, fp32 -0.1: more blocks an SM buy nothing there.
#ifndef KERNEL7_MAX_THREADS
#define KERNEL7_MAX_THREADS 512
#endif
#ifndef KERNEL7_STAGES
#define KERNEL7_STAGES PIPELINE_STAGES   // rungs 7, 9 and 13's stages (2, 3 or 4; the dispatcher picks its own); -D for experiments
#endif
#define KERNEL7_MAX_ITEMS 4   // Packs a thread of a block or cluster team owns: 16 fp32 or 32 bf16/fp16 columns
#define KERNEL7_WARP_ITEMS (KERNEL6_MAX_ELEMENTS / PACK_SIZE)   // ... of a warp team: 4 fp32, 2 bf16/fp16

// Rung 13's blocks of one Pack a thread may have up to 576 threads (a row of 4097 16-bit columns spans
// 513 Packs: 544 threads), two blocks an SM (its comment says why).
#define KERNEL13_MAX_THREADS 576
#ifndef KERNEL13_MIN_BLOCKS
#define KERNEL13_MIN_BLOCKS 2   // -D for experiments (1: no longer held to 56 registers; dev/NOTES.md [B68])
#endif

// Rung 13's pieces, defined with its comment after kernel 12: for rows that start `shift` elements
// into a 16-byte Pack of memory, a thread's weight for the columns its Packs hold; the copy of a
// row's Packs that stops at the tensor's end; whether a Pack lies wholly in its row; a Pack's
// elements outside the row zeroed; a Pack of dx stored only where it lies in its row.
template <int ITEMS>
static __device__ __forceinline__ void start_shifted_team_columns(Pack* w, float (*sum_dweight)[PACK_SIZE],
                                                                  float (*sum_dbias)[PACK_SIZE], const floatX* weight,
                                                                  const Team* team, int shift, int cols);
static __device__ __forceinline__ void stage_row_packs_async(Pack* slot, const floatX* body, int body_packs,
                                                             size_t body_elements, const Team* team, int slots);
static __device__ __forceinline__ int pack_in_row(int first_col, int cols);
static __device__ __forceinline__ void clip_pack_to_row(Pack* pack, int first_col, int cols);
static __device__ __forceinline__ void store_pack_in_row(floatX* address, Pack value, int first_col, int cols);
static __device__ __forceinline__ Pack load_pack_in_row(const floatX* address, int first_col, int cols);

// The start of kernels 7 and 11: a thread's Packs of weight (rank, rank + threads, ...; zeros past
// the row's end) and its dweight/dbias column sums set to zero.
template <int ITEMS>
static __device__ __forceinline__ void start_team_columns(Pack* w, float (*sum_dweight)[PACK_SIZE],
                                                          float (*sum_dbias)[PACK_SIZE], const floatX* weight,
                                                          const Team* team, int packs) {
    #pragma unroll
    for (int i = 0; i < ITEMS; i++) {
        const int pack = team->rank + i * team->threads;
        if (pack < packs) w[i] = load_pack(weight + (size_t)pack * PACK_SIZE);
        #pragma unroll
        for (int j = 0; j < PACK_SIZE; j++) {
            if (pack >= packs) w[i].v[j] = float_to_floatX(0.0f);
            sum_dweight[i][j] = 0.0f;
            sum_dbias[i][j] = 0.0f;
        }
    }
}

// A team's copies of one row of x and dy (the Packs from element `body` of each tensor) into `slot`:
// x's Packs, then dy's, ITEMS * local_threads apart; rung 13's (SHIFTED) stop at the tensor's end.
template <int ITEMS, int SHIFTED>
static __device__ __forceinline__ void stage_team_row_async(Pack* slot, const floatX* inp, const floatX* dout,
                                                            size_t body, int packs, size_t elements, const Team* team) {
    Pack* dy_slot = slot + ITEMS * team->local_threads;
    if (SHIFTED) {
        stage_row_packs_async(slot, inp + body, packs, elements - body, team, ITEMS);
        stage_row_packs_async(dy_slot, dout + body, packs, elements - body, team, ITEMS);
    } else {
        stage_packs_async(slot, inp + body, packs, team, ITEMS);
        stage_packs_async(dy_slot, dout + body, packs, team, ITEMS);
    }
}

// KERNEL7_MIN_BLOCKS: the blocks an SM that kernel 7's instances ask of ptxas (__launch_bounds__'s second
// argument), rung 13's one-Pack blocks aside (2). In fp32, 0: none asked, and the PTX has no .minnctapersm.
// Asking for 1, as every dtype did from d40dec2 (twelfth round) to 452256b, changes no occupancy at 512 threads,
// but ptxas then allocates more freely: fp32 kernel7<4, cluster> 84 -> 108 registers, kernel7<4, block> 82 -> 96
// (sm_90, -Xptxas -v). The backward dispatcher's fp32 rows of 12288 columns (kernel 7, 3 of 4 Packs a thread) had
// fallen from 82.4 / 85.8 / 87.1 % of the copy (rows 4096 / 8192 / 32768, three evidence runs up to 592e6a8) to
// 79.4-80.3 / 82.4-83.4 / 84.1-84.5 (every run since). Measured in the eighteenth round, one job, each shape run
// with 1 and then with 0 (results/dev-h100-2026-11-24/round18/raw-bounds-7f452a5.csv, rows 4096 / 8192 / 32768):
// fp32 12288 columns 79.6 / 82.6 / 84.4 -> 82.8 / 86.1 / 87.5; 16384 85.8 / 88.7 / 90.8 -> 86.4 / 89.3 / 91.3;
// 8192 (kernel 8) unchanged. 16-bit keeps 1: its 4-Pack instances hold 128 registers either way, but their SASS
// differs, and 0 measured 0.7-1.1 points lower at 32768 x 16384 (bf16 90.1 -> 89.0, fp16 90.3 -> 89.6) and within
// +-0.4 at the other shapes tried (kernel 7 at 4096 and 8192 columns, the dispatcher at 12288 and 4096 x 16384).
#ifndef KERNEL7_MIN_BLOCKS
#define KERNEL7_MIN_BLOCKS (sizeof(floatX) == 4 ? 0 : 1)
#endif

// KERNEL7_LINE_MATCH 1 (on; 0 turns it off for A/B): where some rows of x and dy start 16 bytes into a 32-byte sector
// (fp32 cols = 4 mod 8, 16-bit 8 mod 16), kernel 7 runs its MOVED instances, which move each such row's stage by one
// Pack so that a Pack sits at the same place in a 32-byte sector of shared memory as in global memory; a stage then
// takes KERNEL7_MOVE_SLACK Packs more (32 bytes, keeping every stage on a sector). Why: a warp's cp.async of 32 Packs
// whose global and shared sectors do not line up costs the L2 2.6 times the requests and 1.5 times the sectors
// (round34/ncu-32-80d5213/: fp32 rows of 1860 columns against 1824). The place follows x's address; dy's matches where
// the two tensors agree modulo 32 bytes (cudaMalloc's do). Rung 13's rows (SHIFTED) are not moved (moving them too
// measured 0.0 to -2.6, round35/mean-sector-d3e3f05.txt, sh). Instances of their own, because the thirty-fifth round's
// first form, deciding the move at run time in every instance, cost the widths it did not touch 1.8-7.3 points for
// reasons not found (not registers or shared memory); here every other width runs the code it ran before (MOVED 0:
// the same PTX, entry names aside, round36/ptx-moved-9f4a586.txt; line_offset_packs is a template on MOVED too: with
// one function called by both kinds of instance NVVM ordered the unmoved instances' code differently).
// Measured (the dispatcher with and without, rows 4096 / 32768, % of the copy; round36/mean-width-e4c25c0.txt,
// mean-split-445405d.txt): fp32 2564 78.9 / 86.7 -> 86.2 / 99.2, 5124 84.3 / 86.7 -> 89.7 / 95.3, 8196 84.1 / 84.5 ->
// 93.2 / 93.5, 1276 71.5 / 82.6 -> 75.3 / 94.1; bf16 2568 69.9 / 83.4 -> 74.0 / 94.5, 5128 75.6 / 85.3 -> 80.8 / 95.0,
// 8184 78.0 / 83.5 -> 85.0 / 92.0, 760 56.5 / 75.1 -> 57.9 / 84.3; widths whose rows start on a sector as before (fp32
// 1032 95.5 / 95.5 at 32768 rows, bf16 5136 98.4 / 98.3). But within five rows of the dispatcher's tables, at their
// narrow end, moving lost, and the loss shrank and turned into a gain as the width grew in the row's launch: fp32 772
// 86.2 -> 77.7 at 32768 rows, 964 -2.3, 1028 +2.5, 1276 +11.5 (512 threads, 1 Pack a thread); bf16 2056 89.2 -> 83.8,
// 2312 -3.2, 2376 +0.6, 2568 +11.1 (256 threads, 2 Packs, 3 stages); also fp32 516-580 (-4.0..-0.2), 16-bit 513-616
// (-2.0..-1.0) and 1281-1440 (-1.7..-0.8). Why is not known: the slack without the move ran as without both (bf16 2056
// 88.8 against 88.9, round36/mean-width-e4c25c0.txt, slack), and the unmoved launch's own % fell across each row as
// the moved one's rose. The dispatcher keeps those ranges' rows unmoved (its table's unmoved column); the rungs (7, 9)
// move wherever rows start mid-sector. Checked (round36/test-check-96e84b6.log): the matrix of backward 7, 9, 13 and 14
// in every dtype with mid-sector shapes added, 917 passed, 0 failed, 240 skipped (by name); sanitize 84 clean.
#ifndef KERNEL7_LINE_MATCH
#define KERNEL7_LINE_MATCH 1
#endif
#define KERNEL7_MOVE_SLACK 2   // the extra Packs a stage of the moving instances (MOVED) holds: 32 bytes
// Whether a launch of kernel 7 takes the moving instances: some rows start mid-sector (not rung 13's).
static int kernel7_moves_rows(int cols, int shifted) {
    return KERNEL7_LINE_MATCH && !shifted && (size_t)cols * sizeof(floatX) % 32 != 0;
}
// The Packs a row's stage is moved by in the MOVED instances: 1 where the row's first Pack starts mid-sector (a
// template, so the instances that move nothing share no code path with those that do).
template <int MOVED>
static __device__ __forceinline__ int line_offset_packs(const floatX* row_start) {
    return MOVED ? (int)(((size_t)row_start / sizeof(Pack)) % 2) : 0;
}

// SHIFTED: rung 13's instances (any width; its comment, after kernel 12, says how). Else shift is 0
// and the code is kernel 7's. MOVED: a mid-sector row's stage moved by a Pack (KERNEL7_LINE_MATCH, above).
template <int ITEMS, int SCOPE, int SHIFTED, int STAGES, int MOVED>
__global__ void __launch_bounds__(SHIFTED && ITEMS == 1 ? KERNEL13_MAX_THREADS : KERNEL7_MAX_THREADS,
                                  SHIFTED && ITEMS == 1 ? KERNEL13_MIN_BLOCKS : KERNEL7_MIN_BLOCKS) layernorm_backward_kernel7(
        floatX* __restrict__ dinp, float* __restrict__ partials, const floatX* __restrict__ dout,
        const floatX* __restrict__ inp, const floatX* __restrict__ weight, const float* __restrict__ mean,
        const float* __restrict__ rstd, int rows, int cols, int cluster_size) {
    extern __shared__ __align__(STAGED_ALIGN) Pack staged[];   // [team in block][stage][x, dy][item][local rank]; at the end, warp teams' sums
    __shared__ RowReduceState state;
    int parity = 0;
    const Team team = this_team<SCOPE>(cluster_size);
    // every row of this team starts `shift` elements into a Pack of memory and spans `packs` Packs
    const int shift = SHIFTED ? (int)((size_t)team.index * cols % PACK_SIZE) : 0;
    const int packs = SHIFTED ? (shift + cols + PACK_SIZE - 1) / PACK_SIZE : cols / PACK_SIZE;
    const size_t elements = (size_t)rows * cols;
    const int lt = team.local_threads;   // a thread's next slot is this many Packs on
    const int stage_packs = 2 * ITEMS * lt + (MOVED ? KERNEL7_MOVE_SLACK : 0);
    Pack* my_slots = staged + (size_t)team.team_in_block * STAGES * stage_packs + team.local_rank;
    const int ahead = STAGES - 1;   // rows a team has in flight while it computes one

    record_phase(PHASE_ENTRY, 0);
    Pack w[ITEMS];
    float sum_dweight[ITEMS][PACK_SIZE], sum_dbias[ITEMS][PACK_SIZE];
    if (SHIFTED) start_shifted_team_columns<ITEMS>(w, sum_dweight, sum_dbias, weight, &team, shift, cols);
    else start_team_columns<ITEMS>(w, sum_dweight, sum_dbias, weight, &team, packs);

    // the mean and rstd of the rows in flight, oldest first (a shift register: every index is constant)
    float pending_mean[STAGES - 1], pending_rstd[STAGES - 1];
    #pragma unroll
    for (int k = 0; k < ahead; k++) {
        const int row = team.index + k * team.count;
        pending_mean[k] = pending_rstd[k] = 0.0f;
        if (row < rows) {
            Pack* first_stage = my_slots + k * stage_packs + line_offset_packs<MOVED>(inp + (size_t)row * cols - shift);
            stage_team_row_async<ITEMS, SHIFTED>(first_stage, inp, dout, (size_t)row * cols - shift, packs, elements, &team);
            pending_mean[k] = mean[row];
            pending_rstd[k] = rstd[row];
        }
        async_commit();
    }

    int row = team.index;
    for (int iteration = 0; row < rows; row += team.count, iteration++) {
        const float row_mean = pending_mean[0], row_rstd = pending_rstd[0];
        #pragma unroll
        for (int k = 0; k + 1 < ahead; k++) { pending_mean[k] = pending_mean[k + 1]; pending_rstd[k] = pending_rstd[k + 1]; }
        const int next_row = row + ahead * team.count;
        if (next_row < rows) {
            Pack* next_stage = my_slots + ((iteration + ahead) % STAGES) * stage_packs +
                               line_offset_packs<MOVED>(inp + (size_t)next_row * cols - shift);
            stage_team_row_async<ITEMS, SHIFTED>(next_stage, inp, dout, (size_t)next_row * cols - shift, packs, elements,
                                                 &team);
            pending_mean[ahead - 1] = mean[next_row];
            pending_rstd[ahead - 1] = rstd[next_row];
        }
        async_commit();
        async_wait<STAGES - 1>();   // all but the newest groups have landed: this row is in shared memory

        Pack* stage = my_slots + (iteration % STAGES) * stage_packs +
                      line_offset_packs<MOVED>(inp + (size_t)row * cols - shift);
        if (SHIFTED) {   // a row's first and last Pack: zero the neighbouring rows' elements, in place
            #pragma unroll
            for (int i = 0; i < ITEMS; i++) {
                const int pack = team.rank + i * team.threads, first_col = pack * PACK_SIZE - shift;
                if (pack >= packs || pack_in_row(first_col, cols)) continue;
                clip_pack_to_row(&stage[i * lt], first_col, cols);
                clip_pack_to_row(&stage[(ITEMS + i) * lt], first_col, cols);
            }
        }
        float2 sums = make_float2(0.0f, 0.0f);   // x_hat * wdy, wdy
        #pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            if (team.rank + i * team.threads >= packs) continue;
            add_pack_row_sums(&sums, stage[i * lt], stage[(ITEMS + i) * lt], w[i], row_mean, row_rstd);
        }
        sums = row_sum2<SCOPE>(sums, &state, &parity);
        if (BACKWARD11_PHASES && iteration == 0) record_phase(PHASE_FIRST_BATCH_SUMMED, 0);
        const float c1 = sums.x / cols, c2 = sums.y / cols;
        #pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            const int pack = team.rank + i * team.threads, first_col = pack * PACK_SIZE - shift;
            if (pack >= packs) continue;
            floatX* dx_address = dinp + (size_t)row * cols - shift + (size_t)pack * PACK_SIZE;
            const Pack dx = pack_gradients(sum_dweight[i], sum_dbias[i], stage[i * lt], stage[(ITEMS + i) * lt], w[i],
                                           row_mean, row_rstd, c1, c2);
            if (SHIFTED) store_pack_in_row(dx_address, dx, first_col, cols);
            else store_pack(dx_address, dx);
        }
    }
    async_wait<0>();
    record_phase(PHASE_BATCHES_DONE, 0);
    write_team_partials<PACK_SIZE, ITEMS, SCOPE>(partials, sum_dweight, sum_dbias, &team, cols, packs, (float*)staged,
                                                 shift, SHIFTED);
    record_phase(PHASE_PARTIALS_WRITTEN, (row - team.index) / team.count);
}

// ----------------------------------------------------------------------------------------------
// Kernel 10: any width. Kernel 9's pipeline for rows that are not a whole number of 16-byte Packs.
// The problem: kernels 6-9 keep dweight/dbias in registers because a thread owns the same columns
// in every row; with 16-byte accesses that needs every row to start 16-byte aligned, i.e. cols a
// multiple of PACK_SIZE. At 4097 columns rows start at every alignment, so kernel 6 falls back to
// one element per access (and a cluster per row: 8 scalars a thread) and the dispatcher used
// kernel 5 (two passes over x and dy, 42-46% of the copy in 16-bit types, 67-74% in fp32).
// What changed: copying and computing no longer use the same layout.
//   - Copy: a row is staged whole in shared memory, in the 16-byte Packs of memory that hold it
//     (cp.async, thread k copying Packs k, k + threads, ...): Pack 0 is the one holding column 0,
//     which lands `shift` = (row * cols) % PACK_SIZE elements into the stage. The first Pack may
//     start in the previous row and the last end in the next (read, never used); the tensor's
//     very last Pack, where it is cut short, is copied element by element (a plain copy: the
//     barrier below publishes it like the others).
//   - Compute: thread t of the block owns columns t, t + threads, ... in every row, reads them from
//     shared memory at shift + column (consecutive threads, consecutive elements: no bank
//     conflicts), keeps weight and its dweight/dbias sums in registers as kernels 6-9 do, and
//     stores dx one element at a time (coalesced: a warp writes 32 consecutive elements).
//   - Because a thread reads what other threads copied, each row needs one __syncthreads after the
//     copies land; it also tells the block that the other stage is free for the next row.
//   - Two stages, as kernel 7. Four (three rows in flight, mean and rstd copied with their row by
//     cp.async) measured slower at 32768 x 4097 (fp32 80.2% of the copy against 85.0%, 16-bit 45.6
//     against 50.0%, dev/NOTES.md): the 16-bit rows are short of instructions, not bytes in flight.
//   - Launched like kernel 9: persistent blocks in clusters of COMBINE_BLOCKS adding their partial
//     rows in distributed shared memory; deterministic.
// Predicted: reads stay 16-byte, rows stay one read of x and dy: 4097 columns toward kernel 9's
// 4096-column numbers (fp32 ~80-94%, 16-bit ~60-84% of the copy), 1.2-1.8x kernel 5.
// Measured (H100, results/evidence-h100-2026-11-23-231cd21/raw-4097.csv, 512 threads, the only
// block size that fits 4097 columns): fp32 74.9 / 81.2 / 84.8% of the copy at 4096 / 8192 / 32768
// rows, against kernel 5's 67.6 / 73.3 / 74.4%: as predicted. bf16 45.6 / 48.4 / 49.3% against
// 42.6 / 45.3 / 46.0%: far short. fp32 moves twice the bytes per element at 1.7x the % of copy, so
// the 16-bit kernel is bound by instructions per element (scalar shared-memory reads and stores,
// 12 columns a thread where 9 would do), not by bytes in flight.
// Limits: block teams only, at most KERNEL10_MAX_ITEMS (16) columns a thread and 512 threads a
// block: rows up to 8192 columns (kernel 5 takes wider ones); two stages of a row of x and dy in
// shared memory; 16-byte aligned inp and dout. Any cols, any alignment of the rows.
#define KERNEL10_MAX_THREADS 512
#define KERNEL10_MAX_ITEMS 16

// Issues the copies of one row (starting at element `row_start` of a tensor of `elements`
// elements, 16-byte aligned) into `stage`: the Packs of memory that hold it, thread k taking Packs
// k, k + blockDim.x, ...
static __device__ __forceinline__ void stage_unaligned_row_async(Pack* stage, const floatX* tensor, size_t row_start,
                                                                 int cols, size_t elements) {
    const size_t first = row_start - row_start % PACK_SIZE;
    const int packs = (int)((row_start + cols - first + PACK_SIZE - 1) / PACK_SIZE);
    for (int k = threadIdx.x; k < packs; k += blockDim.x) {
        const size_t start = first + (size_t)k * PACK_SIZE;
        if (start + PACK_SIZE <= elements) {
            copy_pack_async(stage + k, tensor + start);
        } else {   // the tensor's last Pack, cut short: a 16-byte read would run past its end
            floatX* slot = (floatX*)(stage + k);
            for (int j = 0; start + j < elements; j++) slot[j] = tensor[start + j];
        }
    }
}

// KERNEL10_MIN_BLOCKS: as KERNEL6_MIN_BLOCKS (measured there), for kernel 10.
#ifndef KERNEL10_MIN_BLOCKS
#define KERNEL10_MIN_BLOCKS 1
#endif
template <int ITEMS>
__global__ void __launch_bounds__(KERNEL10_MAX_THREADS, KERNEL10_MIN_BLOCKS) layernorm_backward_kernel10(
        floatX* __restrict__ dinp, float* __restrict__ partials, const floatX* __restrict__ dout,
        const floatX* __restrict__ inp, const floatX* __restrict__ weight, const float* __restrict__ mean,
        const float* __restrict__ rstd, int rows, int cols, int cluster_size) {
    extern __shared__ __align__(STAGED_ALIGN) Pack staged[];   // [stage][x, dy][row_packs]; at the end, the block's sums
    __shared__ RowReduceState state;
    int parity = 0;
    const Team team = this_team<SCOPE_BLOCK>(cluster_size);
    const int row_packs = cols / PACK_SIZE + 2;   // a row at any alignment (the launcher's count)
    const size_t elements = (size_t)rows * cols;

    float w[ITEMS], sum_dweight[ITEMS][1], sum_dbias[ITEMS][1];
    #pragma unroll
    for (int i = 0; i < ITEMS; i++) {
        const int col = team.rank + i * team.threads;
        w[i] = col < cols ? floatX_to_float(weight[col]) : 0.0f;
        sum_dweight[i][0] = 0.0f;
        sum_dbias[i][0] = 0.0f;
    }

    int row = team.index;
    float next_mean = 0.0f, next_rstd = 0.0f;
    if (row < rows) {
        stage_unaligned_row_async(staged, inp, (size_t)row * cols, cols, elements);
        stage_unaligned_row_async(staged + row_packs, dout, (size_t)row * cols, cols, elements);
        next_mean = mean[row];
        next_rstd = rstd[row];
    }
    async_commit();

    for (int iteration = 0; row < rows; row += team.count, iteration++) {
        const float row_mean = next_mean, row_rstd = next_rstd;
        async_wait<0>();
        __syncthreads();   // this row has landed, every thread's copies; and no one still reads the other stage
        const int next_row = row + team.count;
        if (next_row < rows) {
            Pack* next_stage = staged + ((iteration + 1) % PIPELINE_STAGES) * 2 * row_packs;
            stage_unaligned_row_async(next_stage, inp, (size_t)next_row * cols, cols, elements);
            stage_unaligned_row_async(next_stage + row_packs, dout, (size_t)next_row * cols, cols, elements);
            next_mean = mean[next_row];
            next_rstd = rstd[next_row];
        }
        async_commit();

        const size_t offset = (size_t)row * cols;
        const int shift = (int)(offset % PACK_SIZE);
        const Pack* stage = staged + (iteration % PIPELINE_STAGES) * 2 * row_packs;
        const floatX* x = (const floatX*)stage + shift;
        const floatX* dy = (const floatX*)(stage + row_packs) + shift;
        float2 sums = make_float2(0.0f, 0.0f);   // x_hat * wdy, wdy
        #pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            const int col = team.rank + i * team.threads;
            if (col < cols) add_row_sums<1>(&sums, x + col, dy + col, &w[i], row_mean, row_rstd);
        }
        sums = row_sum2<SCOPE_BLOCK>(sums, &state, &parity);
        const float c1 = sums.x / cols, c2 = sums.y / cols;
        #pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            const int col = team.rank + i * team.threads;
            if (col >= cols) continue;
            vector_gradients<1>(dinp + offset + col, sum_dweight[i], sum_dbias[i], x + col, dy + col, &w[i], row_mean,
                                row_rstd, c1, c2);
        }
    }
    write_team_partials<1, ITEMS, SCOPE_BLOCK>(partials, sum_dweight, sum_dbias, &team, cols, cols, (float*)staged, 0, 0);
}

// ----------------------------------------------------------------------------------------------
// Kernel 11: kernel 8 with ROWS rows in flight a team: a batch of rows loaded before any is used.
// The problem (Nsight Compute, bf16 4096 x 1024, dev/NOTES.md "Sixth round"): kernel 8's main
// kernel moved its bytes at 28% of DRAM bandwidth. Each team loads one row into registers, then
// waits for it, reduces, computes and stores; with ~124 registers a thread only 8 teams fit an
// SM, so an SM has at most ~32 KB of loads in flight, and only while its teams are between rows.
// At 4096 rows every team walks ~4 rows, so the kernel is four round trips to memory long, and
// the pass took 54% of the copy's time... the copy's rate: the copy has every byte in flight.
// What changed: a block team takes ROWS consecutive rows at once. Each thread issues the loads of
// its Packs of x and dy for all ROWS rows (ROWS x ITEMS x 2 16-byte loads, none waiting for
// another), then computes the ROWS pairs of row sums, reduces them in one block exchange
// (block_sum2_pairs, common.h: one pair of barriers for ROWS rows instead of one per row), and stores the
// ROWS rows of dx while folding them into its dweight/dbias sums in registers, as kernel 6. The
// teams are persistent and combine their partial rows in clusters of COMBINE_BLOCKS, as kernel 8.
// Fewer columns a thread than kernel 8 (1 Pack in 16-bit types, up to 2 in fp32) keep the column
// sums small, so the registers go to rows in flight instead: at 1024 bf16 columns and 128 threads
// a thread holds 1 Pack of each of 4 rows of x and dy, and 16 float sums.
// Predicted: bytes in flight per SM up 2-4x; at 4096-8192 rows the pass becomes one or two
// batches per team, 16-bit 512-4096 columns from 53-70% toward 80-90% of the copy; little change
// at 32768 rows, where kernel 9 already keeps a row in flight.
// Measured (H100, results/dev-h100-2026-11-23/round7/raw-explore-12849fc.csv, best block size, rows
// 4096 / 8192 / 32768, against the dispatcher's earlier pick): a third to a half of the predicted
// gain where the rows are few, more where they are many. bf16 1024: 53.5 / 62.8 / 81.8 -> 58.2 /
// 67.9 / 85.2% of the copy; fp16 2048 (2 rows in flight): 61.6 / 69.9 / 85.4 -> 66.9 / 77.3 / 93.9%;
// fp32 4096 (2 rows): 83.0 / 89.4 / 94.8 -> 85.0 / 91.4 / 97.7%. The rest at 4096 rows is a fixed cost
// of ~10 us a pass (the copy's is ~4), dev/NOTES.md "Seventh round". Which of 2 or 4 rows is faster
// follows the registers ptxas gives the instance (fewer rows only help if more teams then fit).
// Since the twenty-third round bf16 is converted to float by a shift (BF16_TO_FLOAT_BY_SHIFT, above the
// #include), and the bf16 instances take fp16's registers: 100 -> 64 a thread at 2 rows in flight, 128 -> 102 at
// 4. The bf16 pass where this kernel runs (results/dev-h100-2026-11-24/round23/raw-cvt-7730e63.csv, the
// dispatcher): 32768 x 512 78.6 -> 82.1 % of the copy, 8192 x 1024 69.1 -> 72.2, 32768 x 1024 85.7 -> 88.8; the
// rung alone at 32768 x 2048 86.4 -> 91.6 and 32768 x 4096 81.1 -> 86.7 (other rungs run those faster still).
// Limits: cols a multiple of PACK_SIZE (every row 16-byte aligned); block teams of at most 512
// threads owning 1 Pack each in 16-bit types (up to 2 in fp32): 4096 columns; 2 * cols floats of
// shared memory for the cluster's combine; 16-byte aligned pointers. Deterministic.
#define KERNEL11_MAX_THREADS 512
#define KERNEL11_MAX_ROWS 8   // rows in flight a team, at most

// SHIFTED: rung 13's fp32 instances since the twenty-sixth round (any width; rung 13's comment, after kernel 12,
// says how). Else shift is 0, a batch is ROWS consecutive rows, and the code is kernel 11's.
template <int ITEMS, int ROWS, int SHIFTED>
__global__ void __launch_bounds__(SHIFTED ? KERNEL13_MAX_THREADS : KERNEL11_MAX_THREADS, SHIFTED ? 1 : 0)
layernorm_backward_kernel11(
        floatX* __restrict__ dinp, float* __restrict__ partials, const floatX* __restrict__ dout,
        const floatX* __restrict__ inp, const floatX* __restrict__ weight, const float* __restrict__ mean,
        const float* __restrict__ rstd, int rows, int cols, int cluster_size) {
    extern __shared__ float block_sums[];   // at the end: the block's [dweight | dbias] for the cluster's combine
    __shared__ float2 warp_partials[ROWS][WARP_SIZE];
    const Team team = this_team<SCOPE_BLOCK>(cluster_size);
    // SHIFTED: every row of this team starts `shift` elements into a Pack of memory and spans `packs` Packs
    const int shift = SHIFTED ? (int)((size_t)team.index * cols % PACK_SIZE) : 0;
    const int packs = SHIFTED ? (shift + cols + PACK_SIZE - 1) / PACK_SIZE : cols / PACK_SIZE;
    // a batch: ROWS consecutive rows, or (SHIFTED) ROWS of the team's rows index, index + count, ..., which share a shift
    const int row_step = SHIFTED ? team.count : 1;

    Pack w[ITEMS];
    float sum_dweight[ITEMS][PACK_SIZE], sum_dbias[ITEMS][PACK_SIZE];
    record_phase(PHASE_ENTRY, 0);
    if (SHIFTED) start_shifted_team_columns<ITEMS>(w, sum_dweight, sum_dbias, weight, &team, shift, cols);
    else start_team_columns<ITEMS>(w, sum_dweight, sum_dbias, weight, &team, packs);

    int batches = 0;
    for (int first_row = SHIFTED ? team.index : team.index * ROWS; first_row < rows; first_row += team.count * ROWS) {
        Pack x[ROWS][ITEMS], dy[ROWS][ITEMS];
        float row_mean[ROWS], row_rstd[ROWS];
        #pragma unroll
        for (int r = 0; r < ROWS; r++) {   // every load of the batch issued before any is used
            const int row = first_row + r * row_step;
            row_mean[r] = row < rows ? mean[row] : 0.0f;
            row_rstd[r] = row < rows ? rstd[row] : 0.0f;
            #pragma unroll
            for (int i = 0; i < ITEMS; i++) {
                const int pack = team.rank + i * team.threads;
                if (row < rows && pack < packs) {
                    const size_t start = (size_t)row * cols - shift + (size_t)pack * PACK_SIZE;
                    x[r][i] = SHIFTED ? load_pack_in_row(inp + start, pack * PACK_SIZE - shift, cols) : load_pack(inp + start);
                    dy[r][i] = SHIFTED ? load_pack_in_row(dout + start, pack * PACK_SIZE - shift, cols) : load_pack(dout + start);
                }
            }
        }
        float2 sums[ROWS];   // per row: x_hat * wdy, wdy
        #pragma unroll
        for (int r = 0; r < ROWS; r++) {
            sums[r] = make_float2(0.0f, 0.0f);
            #pragma unroll
            for (int i = 0; i < ITEMS; i++) {
                if (first_row + r * row_step >= rows || team.rank + i * team.threads >= packs) continue;
                add_pack_row_sums(&sums[r], x[r][i], dy[r][i], w[i], row_mean[r], row_rstd[r]);
            }
        }
        if (BACKWARD11_PHASES && batches++ == 0) record_phase(PHASE_FIRST_BATCH_SUMMED, 0);
        block_sum2_pairs<ROWS>(sums, warp_partials);
        #pragma unroll
        for (int r = 0; r < ROWS; r++) {
            const int row = first_row + r * row_step;
            if (row >= rows) continue;   // the same for the whole block
            const float c1 = sums[r].x / cols, c2 = sums[r].y / cols;
            #pragma unroll
            for (int i = 0; i < ITEMS; i++) {
                const int pack = team.rank + i * team.threads;
                if (pack >= packs) continue;
                floatX* dx_address = dinp + (size_t)row * cols - shift + (size_t)pack * PACK_SIZE;
                if (SHIFTED)
                    store_pack_in_row(dx_address, pack_gradients(sum_dweight[i], sum_dbias[i], x[r][i], dy[r][i], w[i],
                                                                 row_mean[r], row_rstd[r], c1, c2),
                                      pack * PACK_SIZE - shift, cols);
                else
                    store_pack_gradients(dx_address, sum_dweight[i], sum_dbias[i], x[r][i], dy[r][i], w[i], row_mean[r],
                                         row_rstd[r], c1, c2);
            }
        }
    }
    record_phase(PHASE_BATCHES_DONE, 0);
    write_team_partials<PACK_SIZE, ITEMS, SCOPE_BLOCK>(partials, sum_dweight, sum_dbias, &team, cols, packs, block_sums,
                                                       shift, SHIFTED);
    record_phase(PHASE_PARTIALS_WRITTEN, batches);
}

// ----------------------------------------------------------------------------------------------
// Kernel 12: kernel 11's batches of rows, delivered by the TMA into a ring of shared-memory stages.
// The problem (Nsight Compute, bf16 4096 x 1024, dev/NOTES.md "Seventh round"): kernel 11's main
// kernel still moves its bytes at 29% of DRAM bandwidth, and its SMs sit idle a quarter of its
// time. A team loads a batch into registers, then waits for it, reduces, computes and stores, and
// only then loads the next batch: at 4096 rows every team makes two or three such round trips to
// memory one after another, and x and dy held in registers (128 a thread in bf16) allow 4 blocks
// an SM.
// What changed: x and dy no longer pass through registers on their way in.
//   - One thread of the block asks the Tensor Memory Accelerator to copy a batch of ROWS whole
//     rows of x and of dy (contiguous in memory: two bulk copies, cp.async.bulk) into a stage of
//     shared memory; the TMA unit counts the bytes into the stage's mbarrier (common.h). At the
//     start a team issues the copies of its first `stages` batches (3-4): at 4096 rows that is
//     every batch it will take, all in flight at once.
//   - The threads wait on the stage's barrier, compute the batch's row sums from shared memory
//     (16-byte reads, a thread's Pack of each row), reduce them in one block exchange as kernel 11,
//     then read the rows again to compute dx and their dweight/dbias sums, as kernel 11.
//   - The block exchange's barrier also tells thread 0 that every thread is done with the stage
//     before, so it refills that stage with the batch `stages` ahead: no extra barrier.
//   - mean and rstd of the next batch are loaded into registers one batch ahead.
//   - Registers hold only weight, the column sums and the row sums (~40-90 a thread, not 128), so
//     the block count is set by shared memory: the launcher sizes the ring to leave room for
//     several blocks an SM.
//   - Persistent teams combined in clusters as kernel 8; deterministic.
// Predicted: every team's loads in flight from its first cycle: 16-bit rows of 512-4096 columns at
// 4096-8192 rows from 50-74% of the copy toward 75-85%, fp32 at 4096 rows 65-85% toward 85%;
// little change at 32768 rows.
// Measured (H100, best block size, rows 4096 / 8192 / 32768, against kernel 11 or the dispatcher's
// earlier pick; results/dev-h100-2026-11-23/round8/, dev/NOTES.md "Eighth round"):
//   - A first build passed each shared-memory Pack's elements to the arithmetic by pointer, and
//     the compiler read them one by one: 8 two-byte reads where one 16-byte read does. Nsight
//     Compute: 74% of shared-memory wavefronts wasted, DRAM 45% busy; bf16 32768 x 1024 at 68.3%
//     of the copy against kernel 11's 85.3. Each Pack is now copied to registers first.
//   - Then: faster where rows are long. bf16 1600 (2 stages) 59.0 / 65.8 / 80.6 -> 60.4 / 70.0 /
//     88.3%, bf16 4096 66.1 / 74.0 / 83.2 -> 70.6 / 79.7 / 89.8, bf16 8192 75.1 / 79.5 / 89.9 ->
//     79.4 / 86.1 / 91.9, fp16 8192 73.1 / 77.3 / 81.2 -> 79.5 / 86.4 / 92.0.
//   - Slower than kernel 11, by 0.5-4.7 points, for rows of up to 1024 columns, for fp16 rows up
//     to 4096 columns and in fp32. At 4096 rows the prediction is not met (bf16 1024: 56.2%
//     against kernel 11's 58.4): the short rows are held back by the pass's fixed cost, not by
//     bytes in flight.
//   - 2 stages are best at 1600-2048 16-bit columns, 3 from 4096; 4 stages or 8 rows a stage never
//     helped (fewer blocks fit an SM).
// Limits: sm_90 (the TMA's bulk copies); cols a multiple of PACK_SIZE and 16-byte aligned inp,
// dout, dinp and weight (a bulk copy moves 16-byte units between 16-byte aligned addresses); at
// most 512 threads owning 2 Packs each in 16-bit types (4 in fp32): 8192 columns; two stages
// of ROWS rows of x and dy must fit a block's shared memory (the launcher halves ROWS until
// they do).
#define KERNEL12_MAX_THREADS 512
#define KERNEL12_MAX_STAGES 8

// Thread 0's request to the TMA for one batch: `batch_rows` rows of x and of dy from `first_row`
// into `stage` ([x rows | dy rows], `stage_packs` Packs each), counted by `landed`.
static __device__ __forceinline__ void request_batch(Pack* stage, uint64_t* landed, const floatX* inp,
                                                     const floatX* dout, int first_row, int batch_rows, int cols,
                                                     int stage_packs) {
    const unsigned int bytes = (unsigned int)batch_rows * (unsigned int)cols * (unsigned int)sizeof(floatX);
    mbarrier_expect_bytes(landed, 2 * bytes);
    bulk_copy_async(stage, inp + (size_t)first_row * cols, bytes, landed);
    bulk_copy_async(stage + stage_packs, dout + (size_t)first_row * cols, bytes, landed);
}

template <int ITEMS, int ROWS>
__global__ void __launch_bounds__(KERNEL12_MAX_THREADS) layernorm_backward_kernel12(
        floatX* __restrict__ dinp, float* __restrict__ partials, const floatX* __restrict__ dout,
        const floatX* __restrict__ inp, const floatX* __restrict__ weight, const float* __restrict__ mean,
        const float* __restrict__ rstd, int rows, int cols, int cluster_size, int stages) {
    extern __shared__ __align__(STAGED_ALIGN) Pack staged[];   // [stage][x rows, dy rows]; at the end, the block's [dweight | dbias]
    __shared__ float2 warp_partials[ROWS][WARP_SIZE];
    __shared__ uint64_t landed[KERNEL12_MAX_STAGES];   // per stage: its batch has arrived
    record_phase(PHASE_ENTRY, 0);
    const Team team = this_team<SCOPE_BLOCK>(cluster_size);
    const int packs = cols / PACK_SIZE, stage_packs = ROWS * packs;
    const int batches = (rows + ROWS - 1) / ROWS;   // batch b: rows b * ROWS, ...; team t takes t, t + count, ...
    const int team_batches = team.index < batches ? (batches - 1 - team.index) / team.count + 1 : 0;
#define BATCH_FIRST_ROW(j) ((team.index + (j) * team.count) * ROWS)
#define BATCH_ROWS(j) min(ROWS, rows - BATCH_FIRST_ROW(j))
#define STAGE(j) (staged + ((j) % stages) * 2 * stage_packs)

    if (threadIdx.x == 0) {
        for (int s = 0; s < stages; s++) mbarrier_init(&landed[s], 1);
        for (int j = 0; j < stages && j < team_batches; j++)
            request_batch(STAGE(j), &landed[j], inp, dout, BATCH_FIRST_ROW(j), BATCH_ROWS(j), cols, stage_packs);
    }
    Pack w[ITEMS];
    float sum_dweight[ITEMS][PACK_SIZE], sum_dbias[ITEMS][PACK_SIZE];
    start_team_columns<ITEMS>(w, sum_dweight, sum_dbias, weight, &team, packs);
    float row_mean[ROWS], row_rstd[ROWS];
    #pragma unroll
    for (int r = 0; r < ROWS; r++) {
        const int row = BATCH_FIRST_ROW(0) + r;
        row_mean[r] = team_batches > 0 && row < rows ? mean[row] : 0.0f;
        row_rstd[r] = team_batches > 0 && row < rows ? rstd[row] : 0.0f;
    }
    __syncthreads();   // the barriers are initialized before anyone waits on them

    for (int j = 0; j < team_batches; j++) {
        const int first_row = BATCH_FIRST_ROW(j), batch_rows = BATCH_ROWS(j);
        float next_mean[ROWS], next_rstd[ROWS];   // the next batch's, loaded while this one is computed
        #pragma unroll
        for (int r = 0; r < ROWS; r++) {
            const int row = first_row + team.count * ROWS + r;
            next_mean[r] = j + 1 < team_batches && row < rows ? mean[row] : 0.0f;
            next_rstd[r] = j + 1 < team_batches && row < rows ? rstd[row] : 0.0f;
        }
        const Pack* x = STAGE(j);
        const Pack* dy = x + stage_packs;
        mbarrier_wait(&landed[j % stages], (j / stages) & 1);

        float2 sums[ROWS];   // per row: x_hat * wdy, wdy
        #pragma unroll
        for (int r = 0; r < ROWS; r++) {
            sums[r] = make_float2(0.0f, 0.0f);
            #pragma unroll
            for (int i = 0; i < ITEMS; i++) {
                const int pack = team.rank + i * team.threads;
                if (r >= batch_rows || pack >= packs) continue;
                add_pack_row_sums(&sums[r], x[r * packs + pack], dy[r * packs + pack], w[i], row_mean[r], row_rstd[r]);
            }
        }
        block_sum2_pairs<ROWS>(sums, warp_partials);
        // Past the exchange's first barrier every thread has finished batch j - 1: refill its stage.
        if (threadIdx.x == 0 && j >= 1 && j - 1 + stages < team_batches)
            request_batch(STAGE(j - 1), &landed[(j - 1) % stages], inp, dout, BATCH_FIRST_ROW(j - 1 + stages),
                          BATCH_ROWS(j - 1 + stages), cols, stage_packs);
        #pragma unroll
        for (int r = 0; r < ROWS; r++) {
            if (r >= batch_rows) continue;   // the same for the whole block
            const float c1 = sums[r].x / cols, c2 = sums[r].y / cols;
            #pragma unroll
            for (int i = 0; i < ITEMS; i++) {
                const int pack = team.rank + i * team.threads;
                if (pack >= packs) continue;
                store_pack_gradients(dinp + (size_t)(first_row + r) * cols + (size_t)pack * PACK_SIZE, sum_dweight[i],
                                     sum_dbias[i], x[r * packs + pack], dy[r * packs + pack], w[i], row_mean[r],
                                     row_rstd[r], c1, c2);
            }
        }
        #pragma unroll
        for (int r = 0; r < ROWS; r++) { row_mean[r] = next_mean[r]; row_rstd[r] = next_rstd[r]; }
    }
#undef BATCH_FIRST_ROW
#undef BATCH_ROWS
#undef STAGE
    // every batch requested was waited for: no copy is still writing the stages reused here
    record_phase(PHASE_BATCHES_DONE, 0);
    write_team_partials<PACK_SIZE, ITEMS, SCOPE_BLOCK>(partials, sum_dweight, sum_dbias, &team, cols, packs,
                                                       (float*)staged, 0, 0);
    record_phase(PHASE_PARTIALS_WRITTEN, team_batches);
}

// ----------------------------------------------------------------------------------------------
// Kernel 13: any width, whole Packs. Kernel 9 for rows that are not a whole number of 16-byte Packs,
// by dealing the rows out so that every row a team takes starts at the same place in a Pack.
// The problem: at 4097 columns kernel 10 (rows staged whole, threads owning single columns) reaches
// 75-85% of the copy in fp32 but only 46-50% in bf16 and fp16 (results/speed-h100-2026-11-23.csv),
// against 71-94% at 4096 columns: per element it does a 2-byte shared-memory read of x and of dy
// and a 2-byte store of dx where kernel 9 does one 16-byte read or store per 8 elements. Kernels
// 6-9 need aligned rows only so that a thread's Packs hold the same columns in every row; the
// alignment itself does not matter to them.
// The idea: row r starts shift(r) = (r * cols) % PACK_SIZE elements into a Pack of memory, and
// shift(r + k) = shift(r) whenever k * cols is a multiple of PACK_SIZE. Teams take rows index,
// index + count, ...; if count * cols is a multiple of PACK_SIZE (the launcher makes the number of
// teams a multiple of PACK_SIZE / gcd(cols, PACK_SIZE), or at least one a row), every row of a
// team starts at the same shift. Then kernel 9 works unchanged on the Packs of memory that hold a
// row: Pack p of a row holds columns p * PACK_SIZE - shift + j, the same for all of the team's rows,
// so weight is loaded once (element by element: it is not aligned to those columns) and dweight/
// dbias stay summed in registers.
// What changed against kernel 9 (it is kernel 7's code, SHIFTED, launched in clusters as kernel 9):
//   - a row spans (shift + cols) / PACK_SIZE Packs, rounded up, copied whole by cp.async as before;
//     the tensor's very last Pack, cut short, is copied element by element, the rest zeroed;
//   - the first and last Pack of a row also hold the neighbouring rows' elements: once a row has
//     landed, the threads holding those Packs zero them in shared memory (weight is zero there too,
//     but a NaN in another row must not reach this one), and those two Packs of dx are stored
//     element by element, only where they lie in the row (the neighbouring rows belong to other
//     teams); every other Pack is read and written whole;
//   - the partial rows of dweight/dbias are written by column, skipping the columns outside the row.
// Predicted: 16-bit 4097 columns from 46-50% toward kernel 9's 4096-column numbers (66-83% of the
// copy at 4096-32768 rows, a few points less for the edge Packs and 513 Packs on 512 threads);
// fp32 4097 (kernel 10: 75-85%) about the same as kernel 10.
// Measured, first build (results/dev-h100-2026-11-23/round11/, rows 4096 / 8192 / 32768 at 4097
// columns): correct, but slower than kernel 10: bf16 42.6 / 46.8 / 50.6% of the copy (kernel 10:
// 46.5 / 48.5 / 49.5), fp32 61.2 / 64.5 / 67.5 (76.6 / 82.1 / 85.0). Nsight Compute (round12/,
// bf16 32768 x 4096, where every row is aligned) found why: DRAM bytes at the floor, but 68.6 M L2
// write sectors against kernel 9's 12.6 M. Given `if (Pack in the row) store it whole; else store
// its elements in the row`, nvcc had merged both branches into predicated element stores: 8
// two-byte stores a Pack, no 16-byte store left in any SHIFTED instance. store_pack_in_row now
// writes the whole Pack in PTX (an asm statement cannot be split), and a row that fits one block at
// one Pack a thread (up to 576 threads: 513 Packs of 4097 16-bit columns on 544) takes just the
// warps that hold it, 56 registers, two blocks an SM, where 512 threads needed 2 Packs a thread,
// 120 registers and one block. Measured (round12/raw-check-d40dec2.csv, best block size, rows 4096 /
// 8192 / 32768): bf16 4097 61.4 / 69.2 / 74.5% (kernel 10: 46.6 / 48.7 / 49.4), fp16 62.0 / 70.1 /
// 75.5; bf16 2049 at 4096 / 32768 rows 56.3 / 75.5 (47.0 / 50.7), 1031 49.0 / 67.9 (45.8 / 52.3);
// the aligned control, bf16 4096 columns, 65.7 / 81.5 against kernel 9's 68.0 / 84.7. fp32 gains
// little (1031, 2049: 66.6 / 84.7 and 71.9 / 83.9 against kernel 10's 63.1 / 86.9 and 71.0 / 87.2)
// and at 4097 columns (1026 Packs, 4 a thread on 512 threads) stays 11-12 points behind kernel 10.
// The dispatcher takes this rung for 16-bit rows of 65-576 Packs.
// Since the twenty-sixth round, fp32 rows go through kernel 11's batches instead (its SHIFTED instances): the same
// dealing of rows, but each team holds 2 of its rows in registers at once, all their loads issued before any is
// used, where kernel 7 stages one row ahead in shared memory. A row's edge Packs are loaded element by element
// (load_pack_in_row: only the row's own elements, so nothing of a neighbouring row or past the tensor's end is
// read) and stored as here. The block is just the warps that hold the row, at 1 Pack a thread or, where those
// blocks would leave an SM too little in flight, 2 (shifted_batch_shape). Measured (results/dev-h100-2026-11-24/
// round26/raw-fp32-1a6a66c.csv, rows 4096 / 8192 / 32768): fp32 4097 columns 66.3 / 69.9 / 73.6 % of the copy ->
// 84.8 / 91.8 / 95.9 (the dispatcher's kernel 10 had 77.1 / 82.5 / 85.4), 4601 71.8 / 76.0 / 78.3 -> 87.0 / 93.2 /
// 97.0, 2049 74.0 / 80.6 / 86.5 -> 76.5 / 86.9 / 94.6, 1031 69.4 / 75.5 / 85.9 -> 69.8 / 78.4 / 91.9; slower only at
// 2563 and 3001 columns (-3 to -5: blocks of 352-384 threads, one an SM). In 16-bit types the same instances ran
// far slower than kernel 7's (results/dev-h100-2026-11-24/round26/raw-batched-43ace6e.csv: bf16 4097 41.8 / 43.9 /
// 44.3 against 62.0 / 69.5 / 74.2): a 16-bit row of 4097 columns needs 544 threads of 1 Pack, whose registers
// (96: the edge Packs' element loads and stores re-pack halves) allow one block an SM, 17 warps with 2 rows of
// 16 bytes each in flight; capped at 56 registers for two blocks they spilled 288 bytes and ran no faster. So
// 16-bit types keep kernel 7's instances.
// Limits: kernel 7's (at most 4 Packs a thread, 512 threads, 8 blocks a row; 16-byte aligned
// pointers), but 576 threads at one Pack a thread, whatever block size is asked for (fp32 on kernel 11: 576
// threads of 1 or 2 Packs, about 4605 columns, wider rows on kernel 7's instances); and enough
// teams resident to make a multiple of PACK_SIZE / gcd(cols, PACK_SIZE) (8 for odd cols) unless
// there is a team per row; the launcher says so by name otherwise.

// Weight for Pack p of the row: columns p * PACK_SIZE - shift + j, zero outside the row.
template <int ITEMS>
static __device__ __forceinline__ void start_shifted_team_columns(Pack* w, float (*sum_dweight)[PACK_SIZE],
                                                                  float (*sum_dbias)[PACK_SIZE], const floatX* weight,
                                                                  const Team* team, int shift, int cols) {
    #pragma unroll
    for (int i = 0; i < ITEMS; i++) {
        const int first_col = (team->rank + i * team->threads) * PACK_SIZE - shift;
        #pragma unroll
        for (int j = 0; j < PACK_SIZE; j++) {
            const int col = first_col + j;
            w[i].v[j] = col >= 0 && col < cols ? weight[col] : float_to_floatX(0.0f);
            sum_dweight[i][j] = 0.0f;
            sum_dbias[i][j] = 0.0f;
        }
    }
}

// stage_packs_async for a row whose last Pack may run past the tensor's end (`body_elements`
// elements from `body` exist): that Pack is copied element by element (a plain copy that this
// thread alone reads back) and the rest of it zeroed.
static __device__ __forceinline__ void stage_row_packs_async(Pack* slot, const floatX* body, int body_packs,
                                                             size_t body_elements, const Team* team, int slots) {
    for (int k = 0; k < slots; k++) {
        const int pack = team->rank + k * team->threads;
        if (pack >= body_packs) continue;
        const size_t start = (size_t)pack * PACK_SIZE;
        if (start + PACK_SIZE <= body_elements) {
            copy_pack_async(slot + k * team->local_threads, body + start);
        } else {
            floatX* element = (floatX*)(slot + k * team->local_threads);
            for (int j = 0; j < PACK_SIZE; j++)
                element[j] = start + j < body_elements ? body[start + j] : float_to_floatX(0.0f);
        }
    }
}

// The Pack of a row whose first element is column `first_col`, for kernel 11's SHIFTED instances, which load rows
// into registers: one 16-byte load where the Pack lies wholly in the row, else its elements in the row and zeros
// (clip_pack_to_row's result, without reading the neighbouring rows or past the tensor's end). Clipping a loaded
// Pack in registers instead made the compiler keep its masks live across the rows and spill (ptxas -v).
static __device__ __forceinline__ Pack load_pack_in_row(const floatX* address, int first_col, int cols) {
    if (pack_in_row(first_col, cols)) return load_pack(address);
    Pack pack;
    #pragma unroll
    for (int j = 0; j < PACK_SIZE; j++)
        pack.v[j] = first_col + j >= 0 && first_col + j < cols ? address[j] : float_to_floatX(0.0f);
    return pack;
}

// Whether the Pack whose first element is column `first_col` lies wholly in the row.
static __device__ __forceinline__ int pack_in_row(int first_col, int cols) {
    return first_col >= 0 && first_col + PACK_SIZE <= cols;
}

static __device__ __forceinline__ void clip_pack_to_row(Pack* pack, int first_col, int cols) {
    #pragma unroll
    for (int j = 0; j < PACK_SIZE; j++)
        if (first_col + j < 0 || first_col + j >= cols) pack->v[j] = float_to_floatX(0.0f);
}

// A Pack wholly in the row is one 16-byte store, written in PTX: given `if (in row) *(Pack*)address =
// value; else element stores`, nvcc merges the two branches into predicated element stores, 8 a Pack
// in 16-bit (Nsight Compute: 5.4x kernel 9's L2 write sectors; dev/NOTES.md, twelfth round). An asm
// statement cannot be split. It is volatile (it has no outputs) and needs no "memory" clobber: no
// code of this kernel reads dinp, so no reordering around it can change a result.
static __device__ __forceinline__ void store_pack_in_row(floatX* address, Pack value, int first_col, int cols) {
    if (pack_in_row(first_col, cols)) {
        const uint4 bits = *(const uint4*)&value;
        asm volatile("st.global.v4.b32 [%0], {%1, %2, %3, %4};"
                     :: "l"(__cvta_generic_to_global(address)), "r"(bits.x), "r"(bits.y), "r"(bits.z), "r"(bits.w));
        return;
    }
    #pragma unroll
    for (int j = 0; j < PACK_SIZE; j++)
        if (first_col + j >= 0 && first_col + j < cols) address[j] = value.v[j];
}

// ----------------------------------------------------------------------------------------------
// Kernel 14: two roles in one launch that share x and dy through L2: rows for dx, column strips for dweight/dbias.
// The problem: rungs 6-13 gather dweight/dbias one way: each persistent team sums its rows' terms in registers,
// writes a partial row (combined in clusters of 8 from kernel 8), and a second kernel adds the partial rows. At short
// rows that machinery is most of the gap: at bf16 4096 x 1024 the pass ran 9.7 us over the copy's 13.0
// (dev/NOTES.md [C38]): 2.8-3.7 us of reduction after the main kernel, persistent blocks whose last rows end 7.4 us
// apart (they cannot take work from each other), and up to 4-8 us more for a cluster's slowest block before its
// partial row is written. Folding the reduction into the main kernel by tickets lost ([D38], [F7]).
// The idea: dx and the column sums need the same x and dy but nothing of each other. So the launch holds two kinds
// of block, and none waits for another's rows:
//   - row blocks: a team of 1-16 warps a row (the fewest whose lanes hold it in SPLIT_ROW_PACKS Packs each), x, dy
//     and weight in registers, one paired reduction for c1 and c2 (shuffles, then the team's warps in order through
//     shared memory), dx stored. Not persistent: as many blocks as the rows need, dealt by the hardware as SMs free
//     up, as the copy's blocks are;
//   - column blocks: block (chunk, strip) sums dy * x_hat and dy over a chunk of rows for a strip of
//     SPLIT_STRIP_PACKS Packs (64 bytes of each row of x and of dy; a warp reads 8 rows a load), a Pack a thread, in
//     registers; then a fixed tree to one slot of scratch. The strip's chunks meet by a ticket (the slot stored,
//     __threadfence, atomicAdd on the strip's counter): the block that draws the last ticket adds the slots in chunk
//     order and stores dweight and dbias. Every addition's order is fixed by the shape and the block size, so the
//     result is bitwise repeatable. No partial rows of a whole row's width, no second kernel.
// The grid: every column block first (chunk by chunk, a strip a block), then every row block, in the rows' order,
// where x and dy fit in a third of L2; beyond, in groups. Columns first since the forty-fifth round ([D45]); before,
// always in groups, one a chunk of rows (its column blocks, then the row blocks of the same rows), so that both kinds
// read a row at about the same time and DRAM served each line once (Nsight Compute on the H100, bf16: DRAM reads 8.45
// MB at 4096 x 512, where x and dy are 8.39; 272.6 MB at 32768 x 2048, where they are 268.4). But that grid ended
// with the last chunk's column blocks, each 4x a row block's reads, and the strips' last sums: at bf16 4096 x 1024
// its busiest SM was active 17 % longer than the average SM (27.7 K cycles against 23.6 K; the copy's busiest, 8 %).
// Column blocks first, the grid ends with short row blocks, and the busiest SM is 5 % over the average: 16.3 -> 14.4
// us (Nsight Compute), 67.8 -> 71.2 % of the copy. Where x and dy fit in L2 the order costs no DRAM bytes (16.84 MB
// read either way at 4096 x 1024); where they do not, the row blocks must read them from DRAM again, and columns
// first lost 12-14 points to the groups at bf16 32768 x 1024 / 2048 and 16384 x 4096 (59.1 against 72.9 at 32768 x
// 2048), 2-5 already at 24 MB (bf16 12288 x 512 62.9 against 64.8, fp32 4096 x 768 56.7 against 61.3; [A46], [B46]).
// So the launcher picks the order: columns first up to a third of L2 for x and dy together (17.5 MB on the H100),
// the groups beyond (split_columns_first). Within the dispatcher's element bounds (16-bit 4 M, fp32 2 M: 16 MB) its
// launches of this rung go columns first; its narrow 16-bit rows beyond 4 M elements go in groups.
// What it costs: L2 carries x and dy twice, 5/3 of the bytes the copy's L2 carries. At 32768 x 2048 its L2 runs at
// 90.6 % of its peak and its DRAM at 62 %: L2 is the wall, and the rung stays at 45-73 % of the copy at every shape
// timed. Where the persistent rungs' fixed costs are most of the pass (short rows, few of them), it wins, and the
// dispatcher (rung 15) takes it there: 16-bit rows up to 2048 columns and 4 M elements, fp32 1024 and 2 M (its rule
// has the figures and the narrow rows beyond).
// The forty-third round's H100, % of the copy, the dispatcher's former pick against this rung's best block:
// bf16 4096 x 512 54.4 -> 64.4, 4096 x 1024 63.3 -> 65.6 (67.8 at 4 trips), 8192 x 512 64.3 -> 65.8 (66.6); from 2048
// columns or 32768 rows it trails by 7-35 points (results/dev-h100-2026-11-27/round43/). Predicted (on the H200 of
// the forty-second round, where it first ran): 85-95 % at those short rows; wrong by 20 points, for the L2 above.
// Limits: cols a multiple of PACK_SIZE and at most 512 threads x 2 Packs (8192 columns in 16-bit, 4096 in fp32);
// 16-byte aligned pointers; at least 2 * PACK_SIZE * SPLIT_STRIP_PACKS threads a block (64 in 16-bit, 32 in fp32),
// so a strip's sums have a thread each. The tickets are one static array: two launches of this kernel running at
// once (concurrent streams) would share it.
// Tried and dropped (dev/NOTES.md [A45]): keeping a row lane's x_hat and w * dy from the row sums for dx (two FMAs
// an element) instead of converting the Packs again after the reduction. It cut the launch's instructions by 10.5 %
// (bf16 4096 x 1024) but needed 8-11 more registers in 16-bit; at 64 registers it timed 2.8 points under this rung
// there (65.0 against 67.8 % of the copy), without the cap 6. At the boost clock the rung issues an instruction on
// only 43 % of its schedulers' cycles, so the count is not what holds it back.
#define SPLIT_MAX_THREADS 512
#ifndef SPLIT_ROW_PACKS
#define SPLIT_ROW_PACKS 2          // Packs of a row a row-block lane holds at most (more warps a row beyond)
#endif
#define SPLIT_STRIP_PACKS 4        // Packs of columns a column block owns: 4 lanes of a warp, 64 bytes of each row
#ifndef SPLIT_ROWS_IN_FLIGHT
#define SPLIT_ROWS_IN_FLIGHT 2     // rows whose loads a column-block thread issues before adding any
#endif
#define SPLIT_LANE_VALUES (2 * PACK_SIZE)                          // a column-block thread's sums: dweight, dbias
#define SPLIT_STRIP_VALUES (SPLIT_STRIP_PACKS * SPLIT_LANE_VALUES)   // a strip's: [Pack][dweight | dbias]
#ifndef SPLIT_CHUNK_TRIPS
#define SPLIT_CHUNK_TRIPS 2        // the rung's trips (of SPLIT_ROWS_IN_FLIGHT rows a thread) in a column block's chunk
#endif
#define SPLIT_MAX_STRIPS 4096      // tickets: more than the widest row a team holds needs (1024 Packs, 256 strips)
// One ticket a strip: the chunk blocks of a strip count themselves here, and the last one resets it, so every launch
// finds them zero (the module loads them so).
__device__ unsigned int split_strip_tickets[SPLIT_MAX_STRIPS];

// Rows of a column block's chunk: `trips` trips of SPLIT_ROWS_IN_FLIGHT rows for each of its row lanes (a warp holds
// 32 / SPLIT_STRIP_PACKS of them). A multiple of 16 rows, so of any row team count a block of `threads` has.
static int split_chunk_rows(int threads, int trips) {
    return trips * SPLIT_ROWS_IN_FLIGHT * (threads / SPLIT_STRIP_PACKS);
}

// A column block: strip `strip` (Packs strip * SPLIT_STRIP_PACKS, ...) of the `chunk_rows` rows of chunk `chunk`.
// Lane l of a warp takes Pack l % SPLIT_STRIP_PACKS of the strip, so a warp reads 8 rows x 64 bytes a load; the
// block's row lanes (threads / SPLIT_STRIP_PACKS of them) take rows first + r, first + r + row lanes, ... in that
// order. The block's total, by a fixed tree, goes to its slot of `partials`; the strip's last block to finish (by its
// ticket) adds the chunks' slots in chunk order and stores dweight and dbias.
static __device__ __forceinline__ void split_column_sums(floatX* __restrict__ dweight, floatX* __restrict__ dbias,
                                                         float* __restrict__ partials, const floatX* __restrict__ dout,
                                                         const floatX* __restrict__ inp, const float* __restrict__ mean,
                                                         const float* __restrict__ rstd, int rows, int cols, int strip,
                                                         int chunk, int chunks, int chunk_rows) {
    __shared__ float warp_sums[SPLIT_MAX_THREADS / WARP_SIZE][SPLIT_STRIP_VALUES];
    __shared__ int last_of_strip;
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int row_lanes = blockDim.x / SPLIT_STRIP_PACKS, row_lane = threadIdx.x / SPLIT_STRIP_PACKS;
    const int pack = strip * SPLIT_STRIP_PACKS + lane % SPLIT_STRIP_PACKS, in_cols = pack < cols / PACK_SIZE;
    const int first_row = chunk * chunk_rows;
    const int end_row = min(rows, first_row + chunk_rows);
    float sums[SPLIT_LANE_VALUES];   // [dweight: the Pack's PACK_SIZE columns | dbias: the same]
    #pragma unroll
    for (int v = 0; v < SPLIT_LANE_VALUES; v++) sums[v] = 0.0f;
    for (int base = first_row + row_lane; base < end_row; base += SPLIT_ROWS_IN_FLIGHT * row_lanes) {
        Pack x[SPLIT_ROWS_IN_FLIGHT], dy[SPLIT_ROWS_IN_FLIGHT];
        float row_mean[SPLIT_ROWS_IN_FLIGHT], row_rstd[SPLIT_ROWS_IN_FLIGHT];
        #pragma unroll
        for (int r = 0; r < SPLIT_ROWS_IN_FLIGHT; r++) {
            const int row = base + r * row_lanes, in_rows = row < end_row, in_row = in_rows && in_cols;
            const size_t offset = (size_t)row * cols + (size_t)pack * PACK_SIZE;
            row_mean[r] = in_rows ? mean[row] : 0.0f;
            row_rstd[r] = in_rows ? rstd[row] : 0.0f;
            x[r] = in_row ? load_pack(inp + offset) : zero_pack();     // a zero dy adds nothing below
            dy[r] = in_row ? load_pack(dout + offset) : zero_pack();
        }
        #pragma unroll
        for (int r = 0; r < SPLIT_ROWS_IN_FLIGHT; r++)   // rows in order: base, base + row lanes, ...
            #pragma unroll
            for (int j = 0; j < PACK_SIZE; j++) {
                const float dout_value = floatX_to_float(dy[r].v[j]);
                const float x_hat = (floatX_to_float(x[r].v[j]) - row_mean[r]) * row_rstd[r];
                sums[j] += dout_value * x_hat;
                sums[PACK_SIZE + j] += dout_value;
            }
    }
    // The block's total by a fixed tree: a warp's row lanes by shuffles (lanes SPLIT_STRIP_PACKS apart), then the warps
    // in order; thread t < SPLIT_STRIP_VALUES ends with value t % SPLIT_LANE_VALUES of the strip's Pack t / SPLIT_LANE_VALUES.
    #pragma unroll
    for (int v = 0; v < SPLIT_LANE_VALUES; v++)
        for (int offset = WARP_SIZE / 2; offset >= SPLIT_STRIP_PACKS; offset /= 2)
            sums[v] += __shfl_xor_sync(0xffffffffu, sums[v], offset);
    if (lane < SPLIT_STRIP_PACKS) {
        #pragma unroll
        for (int v = 0; v < SPLIT_LANE_VALUES; v++) warp_sums[warp][lane * SPLIT_LANE_VALUES + v] = sums[v];
    }
    __syncthreads();
    float total = 0.0f;
    if (threadIdx.x < SPLIT_STRIP_VALUES)
        for (int w = 0; w < (int)(blockDim.x / WARP_SIZE); w++) total += warp_sums[w][threadIdx.x];
    if (chunks > 1) {   // the strip's chunks meet: slot, fence, ticket; the last block adds the slots in chunk order
        float* strip_partials = partials + (size_t)strip * chunks * SPLIT_STRIP_VALUES;
        if (threadIdx.x < SPLIT_STRIP_VALUES) strip_partials[(size_t)chunk * SPLIT_STRIP_VALUES + threadIdx.x] = total;
        __threadfence();   // this block's slot is visible before its ticket (only its own stores: it wrote no dx)
        __syncthreads();
        if (threadIdx.x == 0) last_of_strip = atomicAdd(&split_strip_tickets[strip], 1u) == (unsigned int)(chunks - 1);
        __syncthreads();
        if (!last_of_strip) return;
        __threadfence();   // the other blocks' slots, made visible before their tickets
        if (threadIdx.x == 0) split_strip_tickets[strip] = 0;   // ready for the next launch
        if (threadIdx.x < SPLIT_STRIP_VALUES) {
            total = 0.0f;
            for (int c = 0; c < chunks; c++) total += __ldcg(strip_partials + (size_t)c * SPLIT_STRIP_VALUES + threadIdx.x);
        }
    }
    if (threadIdx.x < SPLIT_STRIP_VALUES) {
        const int value = threadIdx.x % SPLIT_LANE_VALUES;
        const int col = (strip * SPLIT_STRIP_PACKS + threadIdx.x / SPLIT_LANE_VALUES) * PACK_SIZE + value % PACK_SIZE;
        if (col < cols) (value >= PACK_SIZE ? dbias : dweight)[col] = float_to_floatX(total);
    }
}

// A row block: teams of `team_warps` warps (a power of two), one a row, rows row_block * teams + team. A lane holds
// ROW_PACKS Packs of x, dy and weight (Packs lane, lane + team threads, ... of the row); the team's row sums meet by
// warp shuffles and, for a team of several warps, once through shared memory in warp order.
template <int ROW_PACKS>
static __device__ __forceinline__ void split_row_gradients(floatX* __restrict__ dinp, const floatX* __restrict__ dout,
                                                           const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                                                           const float* __restrict__ mean, const float* __restrict__ rstd,
                                                           int rows, int cols, int team_warps, int row_block) {
    __shared__ float2 team_sums[SPLIT_MAX_THREADS / WARP_SIZE];
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int teams = (int)(blockDim.x / WARP_SIZE) / team_warps, team = warp / team_warps;
    const int row = row_block * teams + team, in_rows = row < rows;   // no return: a team of warps meets at a barrier
    const int packs = cols / PACK_SIZE, team_lane = (warp % team_warps) * WARP_SIZE + lane;
    const int team_threads = team_warps * WARP_SIZE;
    const size_t offset = (size_t)row * cols;
    Pack x[ROW_PACKS], dy[ROW_PACKS], w[ROW_PACKS];
    #pragma unroll
    for (int i = 0; i < ROW_PACKS; i++) {
        const int pack = team_lane + i * team_threads;
        if (in_rows && pack < packs) {
            x[i] = load_pack(inp + offset + (size_t)pack * PACK_SIZE);
            dy[i] = load_pack(dout + offset + (size_t)pack * PACK_SIZE);
            w[i] = load_pack(weight + (size_t)pack * PACK_SIZE);
        }
    }
    const float row_mean = in_rows ? mean[row] : 0.0f, row_rstd = in_rows ? rstd[row] : 0.0f;
    float2 sums = make_float2(0.0f, 0.0f);
    #pragma unroll
    for (int i = 0; i < ROW_PACKS; i++)
        if (in_rows && team_lane + i * team_threads < packs) add_pack_row_sums(&sums, x[i], dy[i], w[i], row_mean, row_rstd);
    sums = warp_sum2(sums);
    if (team_warps > 1) {   // the same for every warp of the block
        if (lane == 0) team_sums[warp] = sums;
        __syncthreads();
        sums = make_float2(0.0f, 0.0f);
        for (int k = 0; k < team_warps; k++) {
            sums.x += team_sums[team * team_warps + k].x;
            sums.y += team_sums[team * team_warps + k].y;
        }
    }
    const float c1 = sums.x / cols, c2 = sums.y / cols;
    #pragma unroll
    for (int i = 0; i < ROW_PACKS; i++) {
        const int pack = team_lane + i * team_threads;
        if (in_rows && pack < packs) {
            float unused_dweight[PACK_SIZE] = {0}, unused_dbias[PACK_SIZE] = {0};   // the column blocks' job; dropped
            store_pack(dinp + offset + (size_t)pack * PACK_SIZE,
                       pack_gradients(unused_dweight, unused_dbias, pack_words_after(x[i], c1),
                                      pack_words_after(dy[i], c1), pack_words_after(w[i], c1), row_mean,
                                      row_rstd, c1, c2));
        }
    }
}

// The grid's order (the rung's comment above), chosen at launch: COLUMNS_FIRST 1, every column block, then every row
// block; 0, the groups (a chunk's column blocks, then its row blocks). A template parameter, not an argument: with
// the order read at run time and each role called once, ptxas gave the fp32 kernel 80 registers instead of 72 (6
// blocks of 128 threads an SM, not 7), and the dispatcher lost 1.3-2.0 points at fp32 2048 x 1024 and 4096 x 512
// (dev/NOTES.md [B46]).
#ifndef SPLIT_MIN_BLOCKS
#define SPLIT_MIN_BLOCKS 1         // blocks of SPLIT_MAX_THREADS an SM asked of ptxas (-D 3: at most 42 registers)
#endif
template <int ROW_PACKS, int COLUMNS_FIRST>
__global__ void __launch_bounds__(SPLIT_MAX_THREADS, SPLIT_MIN_BLOCKS) layernorm_backward_kernel14(
        floatX* __restrict__ dinp, floatX* __restrict__ dweight, floatX* __restrict__ dbias,
        const floatX* __restrict__ dout, const floatX* __restrict__ inp, const floatX* __restrict__ weight,
        const float* __restrict__ mean, const float* __restrict__ rstd, float* __restrict__ partials, int rows, int cols,
        int strips, int chunks, int chunk_rows, int team_warps) {
    if (COLUMNS_FIRST) {
        if ((int)blockIdx.x < strips * chunks)
            split_column_sums(dweight, dbias, partials, dout, inp, mean, rstd, rows, cols, blockIdx.x % strips,
                              blockIdx.x / strips, chunks, chunk_rows);
        else
            split_row_gradients<ROW_PACKS>(dinp, dout, inp, weight, mean, rstd, rows, cols, team_warps,
                                           blockIdx.x - strips * chunks);
    } else {
        const int teams = (int)(blockDim.x / WARP_SIZE) / team_warps, row_blocks = chunk_rows / teams;
        const int chunk = blockIdx.x / (strips + row_blocks), in_group = blockIdx.x % (strips + row_blocks);
        if (in_group < strips)
            split_column_sums(dweight, dbias, partials, dout, inp, mean, rstd, rows, cols, in_group, chunk, chunks,
                              chunk_rows);
        else
            split_row_gradients<ROW_PACKS>(dinp, dout, inp, weight, mean, rstd, rows, cols, team_warps,
                                           chunk * row_blocks + in_group - strips);
    }
}

// ----------------------------------------------------------------------------------------------
// Launchers: each enqueues its kernel(s) and returns NULL, or a reason it cannot take the shape.

// Sum the partial rows in `partials` into floatX dweight and dbias (dweight_dbias_reduce_kernel; its comment says
// how the block shape is chosen).
// `programmatic` 1: a programmatic dependent launch (Hopper; an ordinary one before): the GPU may start scheduling
// its blocks as soon as every block of the kernel before it has reached allow_next_grid() or
// exited, instead of after that kernel has finished; the kernel waits for its predecessor in
// wait_for_previous_grid() before it reads the partial rows. It saves part of the gap between the
// two launches, which the 4096-row shapes feel. 0: an ordinary launch (dev/probe_backward_cost's comparison).
static void launch_reduce_with(const LayerNormArgs* a, const float* partials, int num_partials, int programmatic) {
    const int wide = a->cols >= REDUCE_WIDE_COLS && a->cols % 2 == 0;
    const int vec = wide ? 4 : 2, lanes = wide ? WARP_SIZE : 8;
    const long long vectors = ceil_div(2 * (long long)a->cols, vec);
    int slices = REDUCE_MAX_THREADS / WARP_SIZE;
    while (slices > 1 && (slices > num_partials ||
                          (num_partials < 8 * slices && vectors * (slices / 2) >= 512LL * a->num_sms)))
        slices /= 2;
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3((unsigned)ceil_div(vectors, lanes));
    config.blockDim = dim3(lanes, slices);
    cudaLaunchAttribute attribute;
    attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute.val.programmaticStreamSerializationAllowed = programmatic;
    config.attrs = &attribute;
    config.numAttrs = 1;
    if (vec == 4)
        cudaCheck(cudaLaunchKernelEx(&config, dweight_dbias_reduce_kernel<4>, a->dweight, a->dbias, partials, num_partials, a->cols));
    else
        cudaCheck(cudaLaunchKernelEx(&config, dweight_dbias_reduce_kernel<2>, a->dweight, a->dbias, partials, num_partials, a->cols));
}
static void launch_reduce(const LayerNormArgs* a, const float* partials, int num_partials) {
    launch_reduce_with(a, partials, num_partials, 1);
}

// Kernels 1-3: one float32 accumulator [dweight | dbias], zeroed by the launcher.
static size_t accumulator_scratch_bytes(int rows, int cols) {
    (void)rows;
    return 2 * (size_t)cols * sizeof(float);
}

static const char* launch_backward1(const LayerNormArgs* a, int block_size) {
    float* accumulator = (float*)a->scratch;
    cudaCheck(cudaMemsetAsync(accumulator, 0, accumulator_scratch_bytes(a->rows, a->cols)));
    layernorm_backward_kernel1<<<ceil_div(a->rows, block_size), block_size>>>(a->dinp, accumulator, a->dout, a->inp,
                                                                              a->weight, a->mean, a->rstd, a->rows, a->cols);
    cudaCheck(cudaGetLastError());
    launch_reduce(a, accumulator, 1);
    return NULL;
}

static const char* launch_backward2(const LayerNormArgs* a, int block_size) {
    float* accumulator = (float*)a->scratch;
    cudaCheck(cudaMemsetAsync(accumulator, 0, accumulator_scratch_bytes(a->rows, a->cols)));
    layernorm_backward_kernel2<<<ceil_div(a->rows, block_size / WARP_SIZE), block_size>>>(
        a->dinp, accumulator, a->dout, a->inp, a->weight, a->mean, a->rstd, a->rows, a->cols);
    cudaCheck(cudaGetLastError());
    launch_reduce(a, accumulator, 1);
    return NULL;
}

static const char* launch_backward3(const LayerNormArgs* a, int block_size) {
    const size_t smem = 2 * (size_t)a->cols * sizeof(float);
    if (smem > a->max_smem_per_block) return "2*cols*4 bytes of shared-memory column sums exceed the per-block limit";
    int per_sm = resident_blocks_per_sm((const void*)layernorm_backward_kernel3, block_size, smem);
    if (per_sm < 1) return "no block fits on an SM at this block size and shared memory";
    const int warps_per_block = block_size / WARP_SIZE;
    long long grid = (long long)a->num_sms * per_sm;
    if (grid > ceil_div(a->rows, warps_per_block)) grid = ceil_div(a->rows, warps_per_block);
    float* accumulator = (float*)a->scratch;
    cudaCheck(cudaMemsetAsync(accumulator, 0, accumulator_scratch_bytes(a->rows, a->cols)));
    layernorm_backward_kernel3<<<(int)grid, block_size, smem>>>(a->dinp, accumulator, a->dout, a->inp, a->weight,
                                                                 a->mean, a->rstd, a->rows, a->cols);
    cudaCheck(cudaGetLastError());
    launch_reduce(a, accumulator, 1);
    return NULL;
}

// Kernel 4: GROUP_SIZE_M as the Triton tutorial picks it from cols (more buffers for narrow rows,
// where each critical section is short and more rows compete per unit of time).
static int backward4_group_size(int cols) {
    if (cols <= 1024) return 256;
    if (cols <= 4096) return 128;
    if (cols <= 8192) return 96;
    return 64;
}
// Scratch layout: [GROUP_SIZE_M partial rows of 2 * cols floats | GROUP_SIZE_M locks | GROUP_SIZE_M counts]
static size_t backward4_scratch_bytes(int rows, int cols) {
    (void)rows;
    const int group_size = backward4_group_size(cols);
    return (size_t)group_size * 2 * cols * sizeof(float) + 2 * (size_t)group_size * sizeof(int);
}

static const char* launch_backward4(const LayerNormArgs* a, int block_size) {
    const int group_size = backward4_group_size(a->cols);
    float* partials = (float*)a->scratch;
    int* locks = (int*)(partials + (size_t)group_size * 2 * a->cols);
    int* counts = locks + group_size;
    cudaCheck(cudaMemsetAsync(locks, 0, 2 * (size_t)group_size * sizeof(int)));   // locks free, buffers empty
    layernorm_backward_kernel4<<<ceil_div(a->rows, block_size / WARP_SIZE), block_size>>>(
        a->dinp, partials, locks, counts, a->dout, a->inp, a->weight, a->mean, a->rstd, a->rows, a->cols, group_size);
    cudaCheck(cudaGetLastError());
    launch_reduce(a, partials, a->rows < group_size ? a->rows : group_size);
    return NULL;
}

static size_t backward5_scratch_bytes(int rows, int cols) {
    const int max_blocks = rows < KERNEL5_MAX_BLOCKS ? rows : KERNEL5_MAX_BLOCKS;
    return (size_t)max_blocks * 2 * cols * sizeof(float);
}

static const char* launch_backward5(const LayerNormArgs* a, int block_size) {
    size_t smem = 2 * (size_t)a->cols * sizeof(float);
    int sums_in_shared = smem + WARP_SIZE * sizeof(float2) <= a->max_smem_per_block;   // + the static reduce_scratch
    if (!sums_in_shared) smem = 0;
    int per_sm = resident_blocks_per_sm((const void*)layernorm_backward_kernel5, block_size, smem);
    if (per_sm < 1 && sums_in_shared) { sums_in_shared = 0; smem = 0; per_sm = resident_blocks_per_sm((const void*)layernorm_backward_kernel5, block_size, 0); }
    if (per_sm < 1) return "no block fits on an SM at this block size";
    long long grid = (long long)a->num_sms * per_sm;
    if (grid > KERNEL5_MAX_BLOCKS) grid = KERNEL5_MAX_BLOCKS;
    if (grid > a->rows) grid = a->rows;
    float* partials = (float*)a->scratch;
    layernorm_backward_kernel5<<<(int)grid, block_size, smem>>>(a->dinp, partials, sums_in_shared, a->dout, a->inp,
                                                                 a->weight, a->mean, a->rstd, a->rows, a->cols);
    cudaCheck(cudaGetLastError());
    launch_reduce(a, partials, (int)grid);
    return NULL;
}

// Kernel 6's instances: VEC elements per access, ITEMS accesses per thread (VEC * ITEMS <= 16, ITEMS <= 8), SCOPE.
template <int VEC, int SCOPE>
static const void* backward6_kernel(int items) {
    switch (items) {
        case 1: return (const void*)layernorm_backward_kernel6<VEC, 1, SCOPE>;
        case 2: if constexpr (VEC * 2 <= KERNEL6_MAX_ELEMENTS) return (const void*)layernorm_backward_kernel6<VEC, 2, SCOPE>; break;
        case 4: if constexpr (VEC * 4 <= KERNEL6_MAX_ELEMENTS) return (const void*)layernorm_backward_kernel6<VEC, 4, SCOPE>; break;
        case 8: if constexpr (VEC * 8 <= KERNEL6_MAX_ELEMENTS) return (const void*)layernorm_backward_kernel6<VEC, 8, SCOPE>; break;
    }
    return NULL;
}
template <int VEC>
static const void* backward6_kernel_for(int items, int scope) {
    if (scope == SCOPE_WARP) return backward6_kernel<VEC, SCOPE_WARP>(items);
    if (scope == SCOPE_BLOCK) return backward6_kernel<VEC, SCOPE_BLOCK>(items);
    return backward6_kernel<VEC, SCOPE_CLUSTER>(items);
}

// Kernels 6-9 launch the same way: as many teams as fit the GPU at once (a persistent grid, at
// most one team per row), then the reduction of their partial rows: one per team (block and cluster
// teams) or per block (warp teams), or, with `combine` > 1 (kernels 8 and 9: warp or block teams only),
// one per cluster of `combine` blocks. At most KERNEL6_MAX_PARTIALS partial rows.
// rows_per_team: the rows a block (or a cluster team) takes at a time: its warp teams (one row
// each), ROWS for kernel 11, else 1. Returns NULL or why it cannot launch.
// The size of a persistent grid in launch clusters (or blocks): as many as are resident at once, no
// more than one turn of rows needs, at most KERNEL6_MAX_PARTIALS. 0: none fits.
static long long persistent_groups(const LayerNormArgs* a, const void* kernel, int block_size, size_t smem,
                                   int rows_per_team, int cluster_size, int combine) {
    const int launch_cluster = cluster_size * combine;
    const long long resident = resident_clusters(kernel, block_size, smem, launch_cluster, a->num_sms);
    // blocks (warp and block teams) or clusters (cluster teams) for one turn of rows, in launch clusters
    const long long wanted = ceil_div(a->rows, rows_per_team);
    long long groups = ceil_div(wanted, combine);
    if (groups > resident) groups = resident;
    if (groups > KERNEL6_MAX_PARTIALS) groups = KERNEL6_MAX_PARTIALS;
    return groups;
}

// A persistent launch of kernels 6-13: `groups` launch clusters of `cluster_size * combine` blocks, each launch cluster
// (or block) leaving one partial row. `stages`: kernel 12's extra argument (0 for the others).
typedef struct { const void* kernel; long long groups; int block_size; size_t smem; int cluster_size, combine, stages; } TeamsLaunch;

// The main kernel of such a launch alone (dev/probe_backward_cost times it apart from the reduction).
static void launch_teams(const LayerNormArgs* a, const TeamsLaunch* launch) {
    float* partials = (float*)a->scratch;
    int cluster_size = launch->cluster_size, stages = launch->stages;
    void* params[] = {(void*)&a->dinp, (void*)&partials, (void*)&a->dout, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->mean, (void*)&a->rstd, (void*)&a->rows, (void*)&a->cols, (void*)&cluster_size,
                      (void*)&stages};   // kernel 12's last parameter; the others have ten, and the eleventh is not read
    launch_clustered(launch->kernel, launch->groups * launch->cluster_size * launch->combine, launch->block_size,
                     launch->smem, launch->cluster_size * launch->combine, params);
}

// dev/probe_backward_cost defines this to record the launch it then replays piece by piece; nothing in the programs.
#ifndef RECORD_TEAMS_LAUNCH
#define RECORD_TEAMS_LAUNCH(launch)
#endif

// The main kernel, then the reduction of its partial rows.
static void launch_teams_and_reduce(const LayerNormArgs* a, const void* kernel, long long groups, int block_size,
                                    size_t smem, int cluster_size, int combine, int stages) {
    const TeamsLaunch launch = {kernel, groups, block_size, smem, cluster_size, combine, stages};
    RECORD_TEAMS_LAUNCH(&launch);
    launch_teams(a, &launch);
    launch_reduce(a, (const float*)a->scratch, (int)groups);
}

// `shifted_teams`: rung 13's launches (kernel 7's and kernel 11's shifted instances), whose teams, that many a launch
// group, must make a multiple of the rows' period of shifts (shifted_team_groups); 0 for every other launch.
static long long shifted_team_groups(long long groups, long long teams_per_group, int cols, int rows);
static const char* launch_persistent_teams(const LayerNormArgs* a, const void* kernel, int block_size, size_t smem,
                                           int rows_per_team, int cluster_size, int combine, long long shifted_teams) {
    if (combine > 1 && cluster_size > 1) return "rows this wide take a cluster per row: no blocks to combine (kernels 6 and 7 take them)";
    long long groups = persistent_groups(a, kernel, block_size, smem, rows_per_team, cluster_size, combine);
    if (groups == 0) return "no block (or cluster) fits the GPU at this block size (registers and shared memory)";
    if (shifted_teams > 0) groups = shifted_team_groups(groups, shifted_teams, a->cols, a->rows);
    if (groups == 0) return "no set of resident teams makes a multiple of the rows' period of shifts";
    launch_teams_and_reduce(a, kernel, groups, block_size, smem, cluster_size, combine, 0);
    return NULL;
}

static size_t backward6_scratch_bytes(int rows, int cols) {
    const int max_partials = rows < KERNEL6_MAX_PARTIALS ? rows : KERNEL6_MAX_PARTIALS;
    return (size_t)max_partials * 2 * cols * sizeof(float);
}

// Kernel 6 (combine 1) and kernel 8 (combine COMBINE_BLOCKS).
static const char* launch_teams6(const LayerNormArgs* a, int block_size, int combine) {
    if (!is_aligned16(a->inp) || !is_aligned16(a->dout) || !is_aligned16(a->dinp) || !is_aligned16(a->weight))
        return "needs 16-byte aligned inp, dout, dinp and weight";
    if (block_size > KERNEL6_MAX_THREADS) return "built for at most 512 threads a block (registers, see its comment)";
    // 16-byte vectors when every row starts aligned, else single elements
    const int vec = a->cols % PACK_SIZE == 0 ? PACK_SIZE : 1;
    const int vectors = a->cols / vec;
    const int max_items = KERNEL6_MAX_ELEMENTS / vec < KERNEL6_MAX_ITEMS ? KERNEL6_MAX_ELEMENTS / vec : KERNEL6_MAX_ITEMS;
    int scope = SCOPE_WARP, cluster_size = 1, threads = WARP_SIZE;
    if (vectors > WARP_SIZE * max_items) {
        scope = SCOPE_BLOCK;
        threads = block_size;
        while (vectors > threads * max_items && cluster_size < 8) { cluster_size *= 2; threads = block_size * cluster_size; }
        if (vectors > threads * max_items) return "row wider than 8 blocks' registers hold at this block size";
        if (cluster_size > 1) scope = SCOPE_CLUSTER;
    }
    int items = 1;
    while (items * threads < vectors) items *= 2;
    const void* kernel = vec == PACK_SIZE ? backward6_kernel_for<PACK_SIZE>(items, scope) : backward6_kernel_for<1>(items, scope);
    const size_t smem = combine > 1 ? combine_smem_bytes(a->cols) : scope == SCOPE_WARP ? 2 * (size_t)a->cols * sizeof(float) : 0;
    if (smem > a->max_smem_per_block - sizeof(RowReduceState)) return "2*cols*4 bytes of column sums exceed a block's shared memory";
    return launch_persistent_teams(a, kernel, block_size, smem, scope == SCOPE_WARP ? block_size / WARP_SIZE : 1,
                                   cluster_size, combine, 0);
}

static const char* launch_backward6(const LayerNormArgs* a, int block_size) { return launch_teams6(a, block_size, 1); }

// Kernel 7's instances: [Packs a thread owns: 1, 2, 4][warp, block or cluster][rung 13's SHIFTED][stages: 2, 3, 4]
// [MOVED: mid-sector rows' stages moved, KERNEL7_LINE_MATCH's instances]
template <int ITEMS, int SHIFTED, int STAGES, int MOVED>
static const void* backward7_kernel(int scope) {
    if (scope == SCOPE_WARP) return (const void*)layernorm_backward_kernel7<ITEMS, SCOPE_WARP, SHIFTED, STAGES, MOVED>;
    if (scope == SCOPE_BLOCK) return (const void*)layernorm_backward_kernel7<ITEMS, SCOPE_BLOCK, SHIFTED, STAGES, MOVED>;
    return (const void*)layernorm_backward_kernel7<ITEMS, SCOPE_CLUSTER, SHIFTED, STAGES, MOVED>;
}
template <int SHIFTED, int STAGES, int MOVED>
static const void* backward7_kernel_items(int items, int scope) {
    return items == 1 ? backward7_kernel<1, SHIFTED, STAGES, MOVED>(scope)
         : items == 2 ? backward7_kernel<2, SHIFTED, STAGES, MOVED>(scope)
                      : backward7_kernel<KERNEL7_MAX_ITEMS, SHIFTED, STAGES, MOVED>(scope);
}
template <int SHIFTED, int MOVED>
static const void* backward7_kernel_for(int items, int scope, int stages) {
    return stages == 2 ? backward7_kernel_items<SHIFTED, 2, MOVED>(items, scope)
         : stages == 3 ? backward7_kernel_items<SHIFTED, 3, MOVED>(items, scope)
                       : backward7_kernel_items<SHIFTED, 4, MOVED>(items, scope);
}
// The instance of kernel 7 a launch runs (the moving ones only compiled with KERNEL7_LINE_MATCH).
static const void* backward7_instance(int items, int scope, int stages, int shifted, int moved) {
    if (shifted) return backward7_kernel_for<1, 0>(items, scope, stages);
#if KERNEL7_LINE_MATCH
    if (moved) return backward7_kernel_for<0, 1>(items, scope, stages);
#endif
    (void)moved;
    return backward7_kernel_for<0, 0>(items, scope, stages);
}

static int greatest_common_divisor(int a, int b) { return b == 0 ? a : greatest_common_divisor(b, a % b); }

// Rung 13's grid: the most launch groups, at most `groups`, whose teams (`teams_per_group` each) take
// rows at one alignment each: row r starts (r * cols) % PACK_SIZE elements into a Pack, which repeats
// every `period` rows, so a team's rows (index, index + teams, ...) share it when the number of teams
// is a multiple of the period, or when there is a team per row. 0 if none does.
static long long shifted_team_groups(long long groups, long long teams_per_group, int cols, int rows) {
    const int period = PACK_SIZE / greatest_common_divisor(cols, PACK_SIZE);
    while (groups > 0 && (groups * teams_per_group) % period != 0 && groups * teams_per_group < rows) groups--;
    return groups;
}

// The Packs of memory a row of rung 13 spans at its worst shift (PACK_SIZE - 1 elements into a Pack).
static int shifted_row_packs(int cols) { return ceil_div(cols + PACK_SIZE - 1, PACK_SIZE); }

// Rung 13's block for a row that fits one block at one Pack a thread (65-576 Packs at its worst shift,
// PACK_SIZE - 1 elements in): just the warps that hold it (513 Packs on 512 threads would need 2 Packs
// a thread and 120 registers, one block an SM; its comment). 0 for other rows.
// KERNEL13_PACKS (-D, an A/B switch; dev/NOTES.md [A68]): the warps that hold the same rows at 2 or 4 Packs a thread
// instead (bf16 4097 columns: 288 threads at 2), for rung 13 and the dispatcher's 16-bit odd path alike.
#ifndef KERNEL13_PACKS
#define KERNEL13_PACKS 1
#endif
static int shifted_one_pack_threads(int cols) {
    const int packs = shifted_row_packs(cols);
    const int fits = packs > WARP_SIZE * KERNEL7_WARP_ITEMS && packs <= KERNEL13_MAX_THREADS;
    return fits ? ceil_div(ceil_div(packs, KERNEL13_PACKS), WARP_SIZE) * WARP_SIZE : 0;
}

// Kernel 7 (combine 1), kernel 9 (combine COMBINE_BLOCKS) and, `shifted`, kernel 13 (any width); `stages` of x and
// dy a team cycles through, 2-4 (0: KERNEL7_STAGES, the rungs' own); `may_move` 0 keeps mid-sector rows where they
// are (the dispatcher's unmoved rows), 1 runs the MOVED instances where some rows start mid-sector (KERNEL7_LINE_MATCH).
static const char* launch_kernel7(const LayerNormArgs* a, int block_size, int combine, int shifted, int stages,
                                  int may_move) {
    if (stages == 0) stages = KERNEL7_STAGES;
    if (stages < 2 || stages > 4) return "built for 2, 3 or 4 stages";
    if (!is_aligned16(a->inp) || !is_aligned16(a->dout) || !is_aligned16(a->dinp) || !is_aligned16(a->weight))
        return "needs 16-byte aligned inp, dout, dinp and weight";
    if (!shifted && a->cols % PACK_SIZE != 0) return "cols not a multiple of the 16-byte Pack (columns would move between rows); kernels 10 and 13 take it";
    if (block_size > KERNEL7_MAX_THREADS) return "more threads a block than this build of kernel 7 takes (KERNEL7_MAX_THREADS: registers, see its comment)";
    const int packs = shifted ? shifted_row_packs(a->cols) : a->cols / PACK_SIZE;   // the Packs of memory a row spans
    // rung 13: a row that fits one block at one Pack a thread gets just its warps, whatever was asked
    if (shifted && shifted_one_pack_threads(a->cols) > 0) block_size = shifted_one_pack_threads(a->cols);
    const size_t smem_limit = staged_smem_room(a->max_smem_per_block, sizeof(RowReduceState));
    int scope = SCOPE_WARP, cluster_size = 1, threads = WARP_SIZE, teams_per_block = block_size / WARP_SIZE;
    if (packs > WARP_SIZE * KERNEL7_WARP_ITEMS) {
        scope = SCOPE_BLOCK;
        teams_per_block = 1;
        // the fewest blocks whose threads own at most KERNEL7_MAX_ITEMS Packs each (two stages of
        // x and dy are then at most 2 * 2 * 4 * 512 * 16 bytes = 128 KB a block)
        for (;;) {
            threads = block_size * cluster_size;
            if (ceil_div(packs, threads) <= KERNEL7_MAX_ITEMS) break;
            if (cluster_size == 8) return "row wider than 8 blocks hold at this block size";
            cluster_size *= 2;
        }
        if (cluster_size > 1) scope = SCOPE_CLUSTER;
    }
    if (combine > 1 && cluster_size > 1) return "rows this wide take a cluster per row: no blocks to combine (kernels 6 and 7 take them)";
    int items = 1;
    while (items * threads < packs) items *= 2;
    const int local_threads = scope == SCOPE_WARP ? WARP_SIZE : block_size;
    const int moved = may_move && kernel7_moves_rows(a->cols, shifted);
    const int stage_packs = 2 * items * local_threads + (moved ? KERNEL7_MOVE_SLACK : 0);
    size_t smem = (size_t)teams_per_block * stages * stage_packs * sizeof(Pack);
    const size_t sums = combine > 1 ? combine_smem_bytes(a->cols) : 2 * (size_t)a->cols * sizeof(float);
    if ((scope == SCOPE_WARP || combine > 1) && smem < sums) smem = sums;
    if (smem > smem_limit) return "the stages of x and dy exceed a block's shared memory at this block size";
    const void* kernel = backward7_instance(items, scope, stages, shifted, moved);
    return launch_persistent_teams(a, kernel, block_size, smem, scope == SCOPE_WARP ? teams_per_block : 1, cluster_size,
                                   combine, shifted ? (long long)combine * teams_per_block : 0);
}

static const char* launch_teams7(const LayerNormArgs* a, int block_size, int combine) {
    return launch_kernel7(a, block_size, combine, 0, 0, 1);
}

static const char* launch_backward7(const LayerNormArgs* a, int block_size) { return launch_teams7(a, block_size, 1); }

// Kernels 8 and 9: kernels 6 and 7 in clusters of COMBINE_BLOCKS blocks, one partial row per cluster.
static const char* launch_backward8(const LayerNormArgs* a, int block_size) { return launch_teams6(a, block_size, COMBINE_BLOCKS); }
static const char* launch_backward9(const LayerNormArgs* a, int block_size) { return launch_teams7(a, block_size, COMBINE_BLOCKS); }

// Kernel 10's instances: columns a thread owns.
static const void* backward10_kernel(int items) {
    switch (items) {
        case 1: return (const void*)layernorm_backward_kernel10<1>;
        case 2: return (const void*)layernorm_backward_kernel10<2>;
        case 4: return (const void*)layernorm_backward_kernel10<4>;
        case 8: return (const void*)layernorm_backward_kernel10<8>;
        case 12: return (const void*)layernorm_backward_kernel10<12>;
        case 16: return (const void*)layernorm_backward_kernel10<16>;
    }
    return NULL;
}

// Kernel 10's instance for a row of `cols` at `threads` a block: the columns a thread owns, rounded up to an
// instance (1, 2, 4, 8, 12, 16); 0 where the row needs more than KERNEL10_MAX_ITEMS.
static int kernel10_items(int cols, int threads) {
    const int needed = ceil_div(cols, threads);
    if (needed > KERNEL10_MAX_ITEMS) return 0;
    return needed <= 2 ? needed : needed <= 4 ? 4 : needed <= 8 ? 8 : needed <= 12 ? 12 : 16;
}

// Kernel 10 (the rung: combine COMBINE_BLOCKS; the dispatcher may ask for 1).
static const char* launch_teams10(const LayerNormArgs* a, int block_size, int combine) {
    if (!is_aligned16(a->inp) || !is_aligned16(a->dout)) return "needs 16-byte aligned inp and dout";
    if (block_size > KERNEL10_MAX_THREADS) return "built for at most 512 threads a block (registers, see its comment)";
    const int items = kernel10_items(a->cols, block_size);
    if (items == 0) return "row wider than 16 columns a thread at this block size (kernel 5 takes it)";
    size_t smem = (size_t)PIPELINE_STAGES * 2 * (a->cols / PACK_SIZE + 2) * sizeof(Pack);
    if (combine > 1 && smem < combine_smem_bytes(a->cols)) smem = combine_smem_bytes(a->cols);
    if (smem > staged_smem_room(a->max_smem_per_block, sizeof(RowReduceState))) return "two stages of x and dy exceed a block's shared memory";
    return launch_persistent_teams(a, backward10_kernel(items), block_size, smem, 1, 1, combine, 0);
}

static const char* launch_backward10(const LayerNormArgs* a, int block_size) { return launch_teams10(a, block_size, COMBINE_BLOCKS); }

// Kernel 11's instances: [Packs a thread owns][rows in flight]: those ptxas compiles without
// spilling to local memory (sm_90, at most 128 registers for 512 threads). In 16-bit types the
// compiler keeps x and dy converted to floats across the block reduction, twice the registers of
// the Packs, so a thread holds one Pack of up to 4 rows; in fp32 up to 8 Packs (ITEMS x ROWS).
// SHIFTED: rung 13's instances, fp32 only (2 rows in flight, 1 or 2 Packs a thread; rung 13's comment says why).
template <int SHIFTED>
static const void* backward11_kernel(int items, int rows_in_flight) {
    switch (items * 16 + rows_in_flight) {
#if !defined(ENABLE_BF16) && !defined(ENABLE_FP16)
        case 1 * 16 + 2: return (const void*)layernorm_backward_kernel11<1, 2, SHIFTED>;
        case 1 * 16 + 4: return SHIFTED ? NULL : (const void*)layernorm_backward_kernel11<1, 4, 0>;
        case 1 * 16 + 8: return SHIFTED ? NULL : (const void*)layernorm_backward_kernel11<1, 8, 0>;
        case 2 * 16 + 2: return (const void*)layernorm_backward_kernel11<2, 2, SHIFTED>;
        case 2 * 16 + 4: return SHIFTED ? NULL : (const void*)layernorm_backward_kernel11<2, 4, 0>;
#else
        case 1 * 16 + 2: return SHIFTED ? NULL : (const void*)layernorm_backward_kernel11<1, 2, 0>;
        case 1 * 16 + 4: return SHIFTED ? NULL : (const void*)layernorm_backward_kernel11<1, 4, 0>;
#endif
    }
    return NULL;
}

// Kernel 11: a block team per batch of rows; `rows_in_flight` 0 lets the launcher choose (4 rows,
// or 2 when a thread owns 4 Packs). Combined in clusters of `combine` blocks, as kernel 8.
// What kernels 11 and 12 need of a shape: 16-byte aligned tensors, rows of whole Packs (so a thread
// owns the same columns in every row and a bulk copy moves whole 16-byte units), at most
// `max_threads` a block owning at most `max_items` Packs each. NULL, or why not.
static const char* whole_pack_rows_reason(const LayerNormArgs* a, int block_size, int max_threads, int max_items,
                                          const char* wider_rungs) {
    if (!is_aligned16(a->inp) || !is_aligned16(a->dout) || !is_aligned16(a->dinp) || !is_aligned16(a->weight))
        return "needs 16-byte aligned inp, dout, dinp and weight";
    if (a->cols % PACK_SIZE != 0) return "cols not a multiple of the 16-byte Pack (rows would start unaligned); kernel 10 takes it";
    if (block_size > max_threads) return "built for at most 512 threads a block (registers, see its comment)";
    static char reason[160];
    snprintf(reason, sizeof(reason), "row wider than %d threads x %d Pack(s) a thread (the instances that do not spill); %s",
             block_size, max_items, wider_rungs);
    return a->cols / PACK_SIZE > block_size * max_items ? reason : NULL;
}

// Rung 13's launch shape on kernel 11 (fp32): the block is just the warps that hold the row's Packs at its worst
// shift, 1 Pack a thread where those blocks keep KERNEL13_WARP_PACKS in flight an SM, else 2 Packs a thread.
// `warp_packs`: resident warps an SM x Packs a thread, the measure of the row bytes an SM has in flight (at 2 rows,
// 26 warp-Packs are 53 KB of x and dy). items 0: the row is wider than 576 threads x 2 Packs.
// Why 26: the twenty-sixth round (results/dev-h100-2026-11-24/round26/raw-fp32-1a6a66c.csv, fp32, rows 4096 / 8192
// / 32768) found this rung ahead of the dispatcher's kernel 10 wherever its shape had 26 or more (257 columns: 1 Pack,
// 96 threads, 30; 577: 30; 1031: 27; 1537: 26; 2049 at 2 Packs: 36; 4097: 34; 4601: 36) and behind at the three
// shapes with fewer (2049 at 1 Pack, 544 threads, one block an SM: 17, 62.9 / 68.9 / 75.0 % of the copy against
// 72.1 / 81.1 / 87.9; 2563 at 2 Packs, 352 threads: 22, -5; 3001: 24, -2).
#define KERNEL13_WARP_PACKS 26
typedef struct { int items, threads, warp_packs; } ShiftedBatchShape;
static ShiftedBatchShape shifted_batch_shape(const LayerNormArgs* a, int rows_in_flight, size_t smem) {
    const int packs = shifted_row_packs(a->cols);
    ShiftedBatchShape best = {0, 0, 0};
    for (int items = 1; items <= 2; items++) {
        const void* kernel = backward11_kernel<1>(items, rows_in_flight);
        if (kernel == NULL || packs > items * KERNEL13_MAX_THREADS) continue;
        const int threads = ceil_div(ceil_div(packs, items), WARP_SIZE) * WARP_SIZE;
        const int warp_packs = resident_blocks_per_sm(kernel, threads, smem) * threads / WARP_SIZE * items;
        if (best.items == 0 || (best.warp_packs < KERNEL13_WARP_PACKS && warp_packs > best.warp_packs)) {
            best.items = items; best.threads = threads; best.warp_packs = warp_packs;
        }
    }
    return best;
}

// `shifted`: rung 13 on kernel 11 (fp32; any width): the shape above, whatever block size is asked for, and the
// teams a multiple of the rows' period of shifts (shifted_team_groups).
static const char* launch_teams11(const LayerNormArgs* a, int block_size, int rows_in_flight, int combine, int shifted) {
    const int max_items = sizeof(floatX) == 4 ? 2 : 1;   // the instances that do not spill (backward11_kernel)
    const size_t smem = combine > 1 ? combine_smem_bytes(a->cols) : 0;
    if (smem + KERNEL11_MAX_ROWS * WARP_SIZE * sizeof(float2) > a->max_smem_per_block) return "2*cols*4 bytes of column sums exceed a block's shared memory";
    int items;
    if (shifted) {
        if (!is_aligned16(a->inp) || !is_aligned16(a->dout) || !is_aligned16(a->dinp))
            return "needs 16-byte aligned inp, dout and dinp";
        if (rows_in_flight == 0) rows_in_flight = 2;
        const ShiftedBatchShape shape = shifted_batch_shape(a, rows_in_flight, smem);
        if (shape.items == 0) return "no shifted instance holds this row (fp32 only, up to 576 threads x 2 Packs)";
        items = shape.items;
        block_size = shape.threads;
    } else {
        const char* reason = whole_pack_rows_reason(a, block_size, KERNEL11_MAX_THREADS, max_items, "kernels 8 and 9 take it");
        if (reason) return reason;
        items = a->cols / PACK_SIZE > block_size ? 2 : 1;
        if (rows_in_flight == 0) rows_in_flight = 4;
    }
    const void* kernel = shifted ? backward11_kernel<1>(items, rows_in_flight) : backward11_kernel<0>(items, rows_in_flight);
    if (!kernel) return "no instance for this many Packs and rows in flight";
    return launch_persistent_teams(a, kernel, block_size, smem, rows_in_flight, 1, combine, shifted ? combine : 0);
}

#ifndef KERNEL11_ROWS
#define KERNEL11_ROWS 0   // rows in flight of rung 11 (0: the launcher's choice); -D for experiments
#endif
static const char* launch_backward11(const LayerNormArgs* a, int block_size) {
    return launch_teams11(a, block_size, KERNEL11_ROWS, COMBINE_BLOCKS, 0);
}

// Kernel 12's instances: [Packs a thread owns][rows a stage holds], those ptxas compiles without
// spilling (at most 128 registers for 512 threads): 16-bit types with 4 Packs a thread spilled.
static const void* backward12_kernel(int items, int rows_in_flight) {
    switch (items * 16 + rows_in_flight) {
        case 1 * 16 + 1: return (const void*)layernorm_backward_kernel12<1, 1>;
        case 1 * 16 + 2: return (const void*)layernorm_backward_kernel12<1, 2>;
        case 1 * 16 + 4: return (const void*)layernorm_backward_kernel12<1, 4>;
        case 1 * 16 + 8: return (const void*)layernorm_backward_kernel12<1, 8>;
        case 2 * 16 + 1: return (const void*)layernorm_backward_kernel12<2, 1>;
        case 2 * 16 + 2: return (const void*)layernorm_backward_kernel12<2, 2>;
        case 2 * 16 + 4: return (const void*)layernorm_backward_kernel12<2, 4>;
#if !defined(ENABLE_BF16) && !defined(ENABLE_FP16)
        case 4 * 16 + 1: return (const void*)layernorm_backward_kernel12<4, 1>;
        case 4 * 16 + 2: return (const void*)layernorm_backward_kernel12<4, 2>;
#endif
    }
    return NULL;
}

// Kernel 12: a block team per batch of `rows_in_flight` rows (0: the most, of 8, 4, 2, 1, whose
// stage of x and dy stays within KERNEL12_STAGE_BYTES), in a ring of `stages` stages (0:
// KERNEL12_STAGES; fewer if they would not fit a block's shared memory, at least 2). Combined in
// clusters of `combine` blocks, as kernel 8.
#define KERNEL12_STAGE_BYTES (16 * 1024)
#ifndef KERNEL12_STAGES
#define KERNEL12_STAGES 3   // -D for experiments
#endif
static const char* launch_teams12(const LayerNormArgs* a, int block_size, int rows_in_flight, int stages, int combine) {
    if (a->compute_capability < 90) return "needs the TMA's bulk copies (sm_90)";
    const int max_items = sizeof(floatX) == 4 ? 4 : 2;   // the instances that do not spill (backward12_kernel)
    const char* reason = whole_pack_rows_reason(a, block_size, KERNEL12_MAX_THREADS, max_items, "kernels 7 and 9 take it");
    if (reason) return reason;
    const int packs = a->cols / PACK_SIZE;
    int items = 1;
    while (items * block_size < packs) items *= 2;
    const size_t row_bytes = 2 * (size_t)a->cols * sizeof(floatX);   // a row of x and of dy
    if (rows_in_flight == 0) {
        rows_in_flight = 8;
        while (rows_in_flight > 1 && rows_in_flight * row_bytes > KERNEL12_STAGE_BYTES) rows_in_flight /= 2;
    }
    const void* kernel = backward12_kernel(items, rows_in_flight);
    if (!kernel) return "no instance for this many Packs and rows in flight";
    const size_t room = staged_smem_room(a->max_smem_per_block, rows_in_flight * WARP_SIZE * sizeof(float2) +
                                         KERNEL12_MAX_STAGES * sizeof(uint64_t));   // beside the kernel's static shared memory
    if (stages == 0) stages = KERNEL12_STAGES;
    if (stages > KERNEL12_MAX_STAGES) stages = KERNEL12_MAX_STAGES;
    while (stages > 2 && stages * rows_in_flight * row_bytes > room) stages--;
    if (stages * rows_in_flight * row_bytes > room) return "two stages of this many rows of x and dy exceed a block's shared memory";
    size_t smem = stages * rows_in_flight * row_bytes;
    if (combine > 1 && smem < combine_smem_bytes(a->cols)) smem = combine_smem_bytes(a->cols);
    if (smem > room) return "the combine's column sums exceed a block's shared memory";
    const long long groups = persistent_groups(a, kernel, block_size, smem, rows_in_flight, 1, combine);
    if (groups == 0) return "no block fits the GPU at this block size (registers and shared memory)";
    launch_teams_and_reduce(a, kernel, groups, block_size, smem, 1, combine, stages);
    return NULL;
}

#ifndef KERNEL12_ROWS
#define KERNEL12_ROWS 0   // rows in flight of rung 12 (0: the launcher's choice); -D for experiments
#endif
static const char* launch_backward12(const LayerNormArgs* a, int block_size) {
    return launch_teams12(a, block_size, KERNEL12_ROWS, 0, COMBINE_BLOCKS);
}

// Kernel 13: in fp32 kernel 11's shifted instances (2 rows in flight) where a row fits them, else (wider fp32 rows,
// and 16-bit types) kernel 7's; in clusters of COMBINE_BLOCKS, as kernels 8 and 9.
static const char* launch_backward13(const LayerNormArgs* a, int block_size) {
    if (sizeof(floatX) == 4 && launch_teams11(a, block_size, 2, COMBINE_BLOCKS, 1) == NULL) return NULL;
    return launch_kernel7(a, block_size, COMBINE_BLOCKS, 1, 0, 0);
}

// Kernel 14's scratch: a slot of SPLIT_STRIP_VALUES floats for each chunk of each strip, at the smallest chunk (32
// threads a block, one trip), so it serves every block size and trip count.
static size_t backward14_scratch_bytes(int rows, int cols) {
    if (cols % PACK_SIZE || cols / PACK_SIZE > SPLIT_MAX_THREADS * SPLIT_ROW_PACKS) return 0;   // shapes it skips
    const int strips = ceil_div(cols / PACK_SIZE, SPLIT_STRIP_PACKS);
    return (size_t)strips * ceil_div(rows, split_chunk_rows(WARP_SIZE, 1)) * SPLIT_STRIP_VALUES * sizeof(float);
}

// The grid's order: SPLIT_COLUMNS_FIRST 1 (the default), column blocks first where x and dy together fit in a third of
// L2 (they stay there for the row blocks), the groups beyond; 0, the groups always; 2, columns first always (A/B).
#ifndef SPLIT_COLUMNS_FIRST
#define SPLIT_COLUMNS_FIRST 1
#endif
static int split_columns_first(const LayerNormArgs* a) {   // an l2_bytes of 0 (arguments filled by hand): the groups
    if (SPLIT_COLUMNS_FIRST != 1) return SPLIT_COLUMNS_FIRST == 2;
    return 2 * (double)a->rows * a->cols * sizeof(floatX) <= (double)a->l2_bytes / 3;
}

// Kernel 14 at `trips` trips a column block's chunk: chunks of split_chunk_rows(block_size, trips) rows; a row team of
// the fewest warps whose lanes hold the row in SPLIT_ROW_PACKS Packs each; the blocks in the order
// split_columns_first picks. The rung runs SPLIT_CHUNK_TRIPS; the dispatcher picks its own.
static const char* launch_split(const LayerNormArgs* a, int block_size, int trips) {
    if (a->cols % PACK_SIZE) return "cols not a multiple of the 16-byte Pack (kernel 13 takes it)";
    if (!is_aligned16(a->inp) || !is_aligned16(a->dout) || !is_aligned16(a->dinp) || !is_aligned16(a->weight))
        return "needs 16-byte aligned inp, dout, dinp and weight";
    if (block_size > SPLIT_MAX_THREADS) return "built for at most 512 threads a block";
    if (block_size < SPLIT_STRIP_VALUES) return "a strip's sums need a thread each (64 in 16-bit types)";
    const int packs = a->cols / PACK_SIZE;
    int team_warps = 1;
    while (team_warps * WARP_SIZE * SPLIT_ROW_PACKS < packs) team_warps *= 2;
    if (team_warps * WARP_SIZE > SPLIT_MAX_THREADS) return "row wider than 512 threads' registers hold (2 Packs a thread)";
    if (team_warps * WARP_SIZE > block_size) return "a row's team of warps is larger than the block";
    if (a->scratch_bytes < backward14_scratch_bytes(a->rows, a->cols)) return "scratch too small for the strips' slots";
    const int one_pack = packs <= team_warps * WARP_SIZE, columns_first = split_columns_first(a);
    const void* kernel = columns_first ? (one_pack ? (const void*)layernorm_backward_kernel14<1, 1>
                                                   : (const void*)layernorm_backward_kernel14<SPLIT_ROW_PACKS, 1>)
                                       : (one_pack ? (const void*)layernorm_backward_kernel14<1, 0>
                                                   : (const void*)layernorm_backward_kernel14<SPLIT_ROW_PACKS, 0>);
    const int strips = ceil_div(packs, SPLIT_STRIP_PACKS);
    if (strips > SPLIT_MAX_STRIPS) return "more column strips than tickets";
    const int chunk_rows = split_chunk_rows(block_size, trips), chunks = ceil_div(a->rows, chunk_rows);
    const int row_blocks = chunk_rows / (block_size / WARP_SIZE / team_warps);
    const long long grid = (long long)chunks * (strips + row_blocks);   // every chunk's column blocks and row blocks
    if (grid > INT_MAX) return "more blocks than a launch takes";
    float* partials = (float*)a->scratch;
    void* params[] = {(void*)&a->dinp, (void*)&a->dweight, (void*)&a->dbias, (void*)&a->dout, (void*)&a->inp,
                      (void*)&a->weight, (void*)&a->mean, (void*)&a->rstd, (void*)&partials, (void*)&a->rows,
                      (void*)&a->cols, (void*)&strips, (void*)&chunks, (void*)&chunk_rows, (void*)&team_warps};
    cudaCheck(cudaLaunchKernel(kernel, dim3((unsigned)grid), dim3(block_size), params, 0, 0));
    return NULL;
}
static const char* launch_backward14(const LayerNormArgs* a, int block_size) {
    return launch_split(a, block_size, SPLIT_CHUNK_TRIPS);
}

// Kernel 15: the dispatcher. One launcher that picks, by shape and dtype, the rung and launch shape
// that the H100 sweeps at every block size measured fastest, when cols is a multiple of PACK_SIZE:
// kernels 6-9 (dev/NOTES.md, "Fourth round"; results/dev-h100-2026-11-22/sweep-backward-4c38cb1.csv)
// and, for 16-bit rows of 4096 columns and up, kernels 7 and 9 with 4 Packs a thread ("Fifth round";
// results/dev-h100-2026-11-23/raw-wide16-78ee296.csv), rows 4096, 8192 and 32768. Each table row
// covers widths up to `max_cols`; the pick is the configuration whose worst shortfall against the
// best one at 4096, 8192 and 32768 rows is smallest (at most 2.5 points in the sweep, except where
// noted):
//   - up to 8192 columns (16-bit: 16384) the cluster-combined kernels 8 and 9 win (fewer partial
//     rows), except 16-bit rows of 4097-16384 columns from 16384 rows (where the table picks kernel
//     9; since the eighth round 8193-16384), where kernel 7 without clusters wins (bf16 32768 x 8192: 89.1% against kernel 9's 83.5%; 32768 x 16384: 88.3
//     against 82.1%: a grid of whole clusters fills the GPU less evenly);
//   - wider rows: kernel 7 (12288-16384 fp32; 16-bit) or kernel 6 (fp32 from 16385), block or
//     cluster teams, nothing to combine.
//   - since the seventh round, up to 4096 columns (fp32 2048 excepted) kernel 11, its rows in flight
//     by dtype: 4 in bf16, mostly 2 in fp16 and fp32 (the bf16 instance with 2 rows takes 100
//     registers, the fp16 one 64, so only fp16 gains teams by holding fewer rows). Measured
//     (results/dev-h100-2026-11-23/round7/raw-explore-12849fc.csv, kernel 11 at every block size and
//     2 or 4 rows against this dispatcher's earlier picks, rows 4096 / 8192 / 32768): bf16 1024
//     53.5 / 62.8 / 81.8 -> 58.2 / 67.9 / 85.2%, fp16 2048 61.6 / 69.9 / 85.4 -> 66.9 / 77.3 / 93.9%,
//     fp32 4096 83.0 / 89.4 / 94.8 -> 85.0 / 91.4 / 97.7%.
//   - since the eighth round, kernel 12 (the TMA ring) for bf16 rows of 1025-8192 columns and fp16
//     rows of 4097-8192 columns, with 2 stages up to 2048 columns, else 3. Measured
//     (results/dev-h100-2026-11-23/round8/raw-explore-6e018c2.csv, kernel 12 at every block size with
//     2, 3 or 4 stages and 2, 8 or the launcher's rows in flight, beside this dispatcher's earlier
//     picks, rows 4096 / 8192 / 32768): bf16 1600 59.0 / 65.8 / 80.6 -> 60.4 / 70.0 / 88.3%, bf16
//     4096 66.1 / 74.0 / 83.2 -> 70.6 / 79.7 / 89.8, bf16 8192 75.1 / 79.5 / 89.9 -> 79.4 / 86.1 /
//     91.9, fp16 8192 73.1 / 77.3 / 81.2 -> 79.5 / 86.4 / 92.0. Kernel 11 stays faster for shorter
//     rows and in fp32 (by 0.5-4.7 points), and for fp16 up to 4096 columns. (The twenty-fourth round moved
//     every type's picks at 1025-4096 columns, the thirty-second 16-bit 1025-1664 and 8192: above backward15_choices.)
// If the chosen launch cannot take the shape: the same kernel without the combine, then kernels 6/7
// (the other of the two when the pick was one of them). Other widths: since the twelfth round, in
// 16-bit types, rung 13 where a row fits one block at one Pack a thread (65-576 Packs: about 505-4601
// columns), combined (since the twenty-eighth round in clusters of 2 where rows are many:
// backward15_odd_combine), then not (results/dev-h100-2026-11-23/round12/, rows 4096 / 8192 / 32768:
// bf16 4097 46.6 / 48.7 / 49.4 -> 61.4 / 69.2 / 74.5% of the copy, 2049 at 4096 and 32768 rows
// 47.0 / 50.7 -> 56.3 / 75.5, 1031 45.8 / 52.3 -> 49.0 / 67.9; fp16 alike); everywhere else kernel 10
// at the block size of backward15_kernel10_threads (fp32: the instance that leaves the fewest idle columns;
// 16-bit: the fewest threads that own at most 16 columns each; 512 beyond 4096 columns), combined, then not. fp32 stayed
// with kernel 10 until the twenty-sixth round (rung 13 on kernel 7 was 11-12 points slower at 4097, 1026 Packs: 4 a
// thread); since then fp32 takes rung 13 on kernel 11's batches wherever its shape keeps KERNEL13_WARP_PACKS in
// flight an SM (shifted_batch_shape: 1-2557 and 3070-4605 columns by the H100's occupancy rules), kernel 10 elsewhere. Whatever those
// cannot take: kernel 5 with 512 threads.
// Deterministic either way.
// From the fourteenth to the twentieth round, where the table picks kernel 9 (16-bit rows of 8193-16384 columns, below
// 16384 rows) its blocks combine in clusters of 2 (BACKWARD15_COMBINE9), not 8: 512-thread blocks, one
// an SM, in clusters of 8 left 12 of 132 SMs idle at bf16 4096 x 16384 (15 clusters:
// round13/ncu-44d1256); clusters of 2 fit the GPCs' SMs more closely, at the cost of 4x the partial
// rows. bf16, rows 4096 / 8192: 12288 columns 76.2 / 84.8 -> 78.9 / 86.7% of the copy, 16384 columns
// 76.3 / 80.2 -> 80.3 / 86.4; clusters of 4 were no better than 8 (round14/raw-combine-9ad0d95.csv).
// Re-run as committed, against -DBACKWARD15_COMBINE9=8 in the same job (round14/raw-final-68d6f1c.csv):
// bf16 +2.1 to +6.6 points, fp16 12288 75.8 / 83.7 -> 78.8 / 86.7, 16384 77.0 / 80.3 -> 80.2 / 86.4.
// Kernel 9 as a rung keeps 8 (below 8192 columns the dispatcher's picks measured 1-5 points slower
// with 2).
// Back to 8 in the twenty-first round: those measurements ran with the stages 16 bytes past a 128-byte line
// (common.h, STAGED_ALIGN). With them line-aligned, clusters of 8 ran above 2 at 16-bit 4096 rows in two jobs
// (results/dev-h100-2026-11-24/round21/raw-aligned-4ac6a0b.csv, dispatcher with 2 against -DBACKWARD15_COMBINE9=8,
// rows 4096 / 8192: bf16 12288 84.6 / 93.3 -> 85.8 / 93.1, 16384 86.8 / 93.2 -> 89.0 / 94.0; fp16 12288 84.8 / 93.4
// -> 86.1 / 93.5, 16384 86.6 / 93.2 -> 88.9 / 94.1; raw-first-f6c6f07.csv, rung 9 against the dispatcher, alike
// within -0.4..+2.3). 32768 rows run kernel 7 either way.
// BACKWARD15_COMBINE: the dispatcher's cluster size for every pick but kernel 9. Clusters larger than the portable 8
// (Hopper takes up to 16 once the kernel allows it, common.h resident_clusters) were measured in the twenty-second
// round against 8 (results/dev-h100-2026-11-24/round22/raw-combine-a57c4cc.csv, 66 shapes: rows 4096 / 8192 x
// 512-8192 columns, 1031 and 4097 columns at 4096-32768 rows, every dtype): 16 within -3.7..+2.4 points, 1.0 lower
// on average, higher by more than a point at 6 shapes (fp16 8192 x 512 63.7 -> 66.1, bf16 4096 x 4096 72.3 ->
// 74.1) and lower at 31 (every odd width: bf16 32768 x 4097 74.7 -> 71.6); 12 lower still (-3.9 on average).
// Half the partial rows do not pay for a barrier over twice the blocks: the sixteenth round's trend (2 and 4 below
// 8) stops at 8. The build with 16 passed the dispatcher's matrix (494 passed) and sanitize (96 clean).
#ifndef BACKWARD15_COMBINE
#define BACKWARD15_COMBINE COMBINE_BLOCKS   // -DBACKWARD15_COMBINE=16: the twenty-second round's A/B build
#endif
#ifndef BACKWARD15_COMBINE9
#define BACKWARD15_COMBINE9 8   // -DBACKWARD15_COMBINE9=2: the fourteenth to twentieth rounds' pick (A/B builds)
#endif
// Tried in the sixteenth round (host only), for the kernel 11 and 12 picks, whose 496 resident blocks at bf16
// 4096 x 1024 (clusters of 8) share 1024 turns of 4 rows unevenly (32 blocks take 3, the rest 2; the slowest
// block's batches take 10.5 us, the median's 6.0, round15/probe-backward-phases-716522c.csv): clusters of 4
// or 2, so that 512 blocks fit and each takes 2 turns, and the fewest blocks that keep 3 turns (344, a third
// fewer partial rows). Neither helps: bf16 4096 x 1024 58.2% of the copy -> 56.5 (clusters of 4), 53.9 (of
// 2), 57.6 (even turns); at 4096-8192 rows x 512-4096 columns the smaller clusters lost up to 2-6 points in
// every dtype and even turns up to 2 in 16-bit (fp32: -0.4 to +0.9); 8192 columns within a point; only
// 32768 x 4096 fp16 rose (91.2 -> 95.6 with clusters of 2; round16/raw-first-be85271.csv). The uneven turns
// are not what holds the short rows back.
// Tried in the twenty-second round (commit 5a4e502): the pass split in two where x and dy fit in L2, dx alone (kernel 11
// without column sums: no partial rows, no cluster, no combine) and then dweight/dbias from a second read of x and dy
// (a column-tile kernel over row chunks, then the reduction), counting on L2 to serve the second read. Correct
// (matrix 494 passed, sanitize 84 clean) and slower wherever it ran: bf16 4096 x 1024 60.4 -> 55.6 % of the copy,
// 4096 x 2048 68.8 -> 48.9, 8192 x 1600 73.0 -> 45.8, fp32 4096 x 1024 75.6 -> 53.3; even only at 8-13 MB of x and dy
// (bf16 4096 x 512 52.5 -> 53.3, 4096 x 768 56.4 -> 56.2; round22/raw-split-5a4e502.csv). Nsight Compute
// (application replay, bf16 4096 x 1024): the dx kernel 14.9 us, the column sums 8.1 us with 68 % of their sectors
// hitting L2 (round22/ncu-split-5a4e502.txt): the second read costs more than the fused kernels' end.
// Kernel 10's threads in the dispatcher (rows whose width is not a multiple of the Pack). fp32, since the twentieth
// round: the block size, a power of two of 64-512, whose instance leaves the fewest idle columns, i.e. the fewest
// threads x items (the row's columns over that is the share of the instance's slots in use); on a tie the most
// threads; instances of 1-2 items only where nothing else holds the row (their 512-thread launches ran 17-22 points
// under 256 threads at 901-1023 columns). 16-bit types keep the nineteenth round's rule (BACKWARD15_KERNEL10_FEWEST):
// the fewest threads from 64 (128 beyond 512 columns) that own at most 16 columns each.
// Why by slots: kernel 10 at every block size at 17 odd fp32 widths (results/dev-h100-2026-11-24/round20/
// raw-first-549ce70.csv, rows 4096 / 32768) ran fastest where the slots were fewest, whatever the items: 1031
// columns at 128 threads (12 items, 1536 slots) 65.3 / 87.3 % of the copy against 256 (8 items, 2048) 58.9 / 72.4;
// 2049 at 256 (12, 3072) 72.9 / 87.5 against 512 (8, 4096) 61.7 / 70.0; 517 at 64 (12, 768) 57.1 / 81.6 against 128
// (8, 1024) 58.0 / 76.2. Where the slots tie, more threads ran faster at 901, 1023, 1795, 3585 and 4095 columns
// (1795: 512 threads 71.6 / 85.4 against 128's 68.6 / 80.6; 4095: 512 77.4 / 87.1 against 256's 75.0 / 83.4) and
// slower at 773 (256: 63.4 / 83.8 against 128's 63.0 / 86.6) and 3073 (512: 71.2 / 79.8 against 256's 74.2 / 81.8).
// Measured as committed against the old rule, dispatcher 14 (round20/raw-kernel10-5ac030f.csv, rows 4096 / 8192 /
// 32768, 17 widths of which 5 were not in the fit): fp32 +1.0 points on average over the 51 cells, -2.9 (3073) to
// +5.3 (517 at 32768 rows); 1795 +2.8 / +2.9 / +4.7, 4095 +2.7 / +3.9 / +4.2, the fresh widths 451 +2.5 / +2.7 / +1.2,
// 1667 +1.3 / +1.5 / +2.4, 1111, 2999 and 3877 within 0.8. In 16-bit types the rule moves only rows under 505 columns
// (rung 13 takes 505-4601, and wider rows fit only 512 threads), from 64 threads to 128: at 257-451 columns +1.3 to
// +3.6 at 4096 rows but -2.1 to -2.5 at 32768 in both types, so 16-bit keeps the old rule.
#ifndef BACKWARD15_KERNEL10_FEWEST
#define BACKWARD15_KERNEL10_FEWEST (sizeof(floatX) == 2)   // -DBACKWARD15_KERNEL10_FEWEST=1: fp32 too (A/B builds)
#endif
static int backward15_kernel10_threads(int cols) {
    if (BACKWARD15_KERNEL10_FEWEST) {   // the nineteenth round's rule
        int threads = cols > 512 ? 4 * WARP_SIZE : 2 * WARP_SIZE;
        while (threads < KERNEL10_MAX_THREADS && cols > KERNEL10_MAX_ITEMS * threads) threads *= 2;
        return threads;
    }
    int best = 0, best_slots = 0;
    for (int threads = 2 * WARP_SIZE; threads <= KERNEL10_MAX_THREADS; threads *= 2) {
        const int items = kernel10_items(cols, threads);
        if (items == 0 || (items < 4 && best != 0)) continue;
        if (best == 0 || threads * items <= best_slots) { best = threads; best_slots = threads * items; }
    }
    return best != 0 ? best : KERNEL10_MAX_THREADS;
}
// bf16 rows of 513-768 columns: kernel 11 with 2 rows in flight, as fp16's, since the twenty-third round. With bf16
// converted by a shift (BF16_TO_FLOAT_BY_SHIFT) its 2-row instance takes fp16's 64 registers, not 100: at 32768 x
// 768 Nsight Compute found fp16's pick at 50 % occupancy and 55.1 us against bf16's 4-row instance at 25 % and 60.2
// (results/dev-h100-2026-11-24/round23/ncu-backward-21325aa/). The dispatcher with it against without, in one job
// (round23/raw-bf16-rows-5779e9c.csv), rows 4096 / 8192 / 32768: 768 columns 54.9 / 64.6 / 80.4 -> 57.5 / 66.9 /
// 85.8 % of the copy, 640 columns 51.8 / 59.8 / 71.9 -> 54.2 / 63.1 / 78.1.
// 16-bit rows of 1025-4096 columns, since the twenty-fourth round: kernel 11 (1 Pack a thread, 2 rows in flight)
// only where its threads are nearly all in use, kernel 12 (the TMA ring) elsewhere, in both types. Measured with
// either kernel at every 128 columns from 1152 to 4096 (results/dev-h100-2026-11-24/round24/raw-refit-93098c0.csv,
// each table edited in a copy, rows 4096 / 8192 / 32768): kernel 11 at 512 threads lost 1.4-7.6 points to kernel
// 12 at 2176-3200 columns (272-400 Packs: a fifth to a half of its threads idle; fp16 32768 x 2688 83.9 against
// 91.5 % of the copy) and up to 2.3 at 3328-3584, in both types; at 3712-4096 and 1792-2048 the two were within
// -1.2..+1.9 (kernel 11 ahead at 32768 x 2048 and 4096 in both types, and in the job before at bf16 8192 / 32768 x
// 2048 by 3.0 / 3.8 and x 4096 by 1.5 / 2.5, raw-first-c275a82.csv); at 1152-1664 kernel 11 led at 4096 rows
// (+1.1..+2.1) and trailed at 32768 (-0.2..-2.4): each type keeps its older pick there (bf16 kernel 12, fp16 11).
// So fp16 moves to kernel 12 at 2049-3584 columns and bf16 to kernel 11 at 1665-2048 and 3585-4096.
// fp32, the same round (round24/raw-fp32-755b39a.csv, the table edited in copies, rows 4096 / 8192 / 32768): its kernel
// 11 at 512 threads (2 Packs a thread) lost to kernel 12 at 256 threads (3 stages) by up to 13 points at 2176-3200
// columns (2176: 68.0 / 75.3 / 80.7 against 81.1 / 89.1 / 93.6 % of the copy), and led from 3712 at 8192-32768 rows
// (4096: 85.7 / 91.7 / 97.7 against 85.1 / 88.8 / 93.6); kernel 8 at 512 threads trailed both everywhere (55-84),
// and kernel 12 at 512 threads was within a point of 256. At 1025-1600 (kernel 11 at 256 threads) kernel 12 with 2
// stages led at every width and row count: 1152 68.6 / 74.6 / 85.7 -> 71.9 / 79.8 / 92.5, 1600 76.2 / 85.3 / 95.3 ->
// 77.0 / 87.2 / 95.7. So fp32 takes kernel 12 at 1025-1792 (below) and 2049-3584, as the 16-bit types do at 2049-3584.
// And at 1601-1792 (round24/raw-words-c6b4b7a.csv, kernel 12 against kernel 8 at 256 threads): 1664 76.1 / 85.2 /
// 94.0 -> 77.8 / 88.0 / 95.3, 1792 77.6 / 87.3 / 95.5 -> 78.7 / 88.4 / 94.9; from 1920 kernel 8 led (2048: 80.6 /
// 87.8 / 96.6 against 79.7 / 87.1 / 93.2).
// 16-bit rows whose width is not a multiple of the Pack (rung 13's one-Pack launch): clusters of 2 where rows are
// many (backward15_odd_combine), since the twenty-eighth round. dev/probe_backward_cost's blocks (round28/
// blocks-clusters-e5bb652.csv, bf16 32768 x 4097) showed why: clusters of 8 or 4 blocks, two blocks an SM, occupy 124
// of the 132 SMs (the GPCs fit no more such clusters), and of the two blocks on an SM one ends its rows 20-25 us after
// the other (of ~320), whatever the cluster size. Clusters of 2 (a TPC's two SMs) should reach every SM (not probed),
// at up to 4x the partial rows (132 against 30 at 4097 columns: 4 MB at 4096 rows, against 101 MB of x, dy and dx). The dispatcher with 8, 4 and 2 (round28/
// raw-clusters-e5bb652.csv, rows 4096 / 8192 / 32768, % of the copy): bf16 4097 62.5 / 69.6 / 74.4 -> 63.4 / 71.8 /
// 77.7 with 2, fp16 4097 63.2 / 70.8 / 75.6 -> 64.1 / 72.7 / 78.8; bf16 1031 (rows 4096 / 32768) 51.2 / 67.6 -> 49.1 /
// 69.9, 2049 57.9 / 75.2 -> 57.0 / 77.1. The partial rows cost most where rows are few. 2 from 8192 rows, measured
// against 8 in one job (round28/raw-pairs-359ad00.csv, rows 8192 / 16384 / 32768): bf16 4097 69.6 / 72.9 / 74.3 ->
// 71.7 / 76.0 / 77.7, 4601 +1.7 / +3.1 / +3.3, 3001 +1.3 / +2.1 / +3.3, 2049 -0.2 / +1.2 / +2.0, 1031 -1.7 / +1.3 /
// +2.4, 515 -0.2 / 0.0 / +1.4; fp16 alike (-1.6..+3.2). So: 2 from twice BACKWARD15_PAIRS_FROM_ROWS rows, and from
// BACKWARD15_PAIRS_FROM_ROWS rows at more than 2560 columns. Aligned widths keep 8: there 2 ran within -1.3..+1.0
// from 4096 columns, and 2-5 points slower below (more blocks an SM, so more partial rows: bf16 8192 x 512 64.6 ->
// 60.2).
#ifndef BACKWARD15_PAIRS_FROM_ROWS
#define BACKWARD15_PAIRS_FROM_ROWS 8192   // -DBACKWARD15_PAIRS_FROM_ROWS=2147483647: clusters of 8 at every row count
#endif
static int backward15_odd_combine(int rows, int cols) {
    const long long from = BACKWARD15_PAIRS_FROM_ROWS;
    return rows >= 2 * from || (rows >= from && cols > 2560) ? 2 : BACKWARD15_COMBINE;
}
// ... and its stages (kernel 7's pipeline depth): 4 beyond BACKWARD15_ODD_DEEP_AFTER columns, since the thirty-third
// round (the dispatcher's comment, at its table).
#ifndef BACKWARD15_ODD_DEEP_AFTER
#define BACKWARD15_ODD_DEEP_AFTER 2560   // -DBACKWARD15_ODD_DEEP_AFTER=2147483647: 2 stages at every width (A/B builds)
#endif
static int backward15_odd_stages(int cols) { return cols > BACKWARD15_ODD_DEEP_AFTER ? 4 : 2; }
// A row of the table covers widths up to max_cols, and rows up to below_rows (0: every row count); the dispatcher
// takes the first row that covers the shape. rows_in_flight: kernels 11, 12; stages: kernel 12's ring, or kernels 7
// and 9's pipeline depth (0: the rungs' KERNEL7_STAGES, 2); unmoved 1: kernel 7 or 9 there keeps mid-sector rows where
// they are (its MOVED instances, KERNEL7_LINE_MATCH, measured slower at those widths).
typedef struct { int max_cols, below_rows, kernel, threads, rows_in_flight, stages, unmoved; } BackwardChoice;
// fp32 rows of 769-1600 and 2049-3584 columns: kernel 7 at 512 threads (a block team a row, x and dy staged by
// cp.async, no cluster: 1 or 2 Packs a thread, and up to 192 of the 512 threads own none), since the thirty-first
// round, where kernel 12 at 256 threads (2 stages; 3 from 2049) ran before. Every backward rung at every block size at
// the short rows (round31/summary-backward-short.txt) had it 5 points ahead of kernel 12 at 1024 columns, and single
// runs at 576-4096 columns (round31/raw-k7-494e3fb.csv) drew the two ranges; at 768 it trailed, at 2048 and 4096 it was
// within -3..+1. Then the dispatcher with it against without, the builds in turn, twice (round31/mean-rule-ae8e4ff.txt,
// the means; rows 4096 / 8192 / 32768, % of the copy): 1024 75.5 / 85.6 / 95.2 -> 77.8 / 85.1 / 96.5, 1152 76.5 /
// 79.3 / 92.0 -> 79.3 / 86.7 / 97.3, 1280 73.3 / 82.5 / 94.5 -> 80.1 / 86.3 / 96.3, 1600 76.4 / 84.2 / 95.9 -> 81.2 /
// 89.8 / 94.4, 2304 81.6 / 89.5 / 94.0 -> 86.7 / 93.3 / 96.6, 2560 +3.8 / +2.9 / +1.8, 3072 +4.1 / +1.9 / +1.0, 3584
// +2.3 / +1.4 / +0.6, 896 +1.9 / +0.5 / -0.6; 640, 768 and 1792 (kept) within 0.6. Kernel 12's runs there spread up
// to 10 points between the two (4096 x 1152: 71.2, 81.7), kernel 7's at most 1.1. Why a half-idle block of a
// smaller rung beats the TMA ring is not measured (it launches fewer teams, so fewer partial rows: a guess).
// fp32 rows of 641-768 columns, of 1793-2048 below 8192 rows and of 3585-4096 below 16384 rows: kernel 7 at 32
// threads a block (a cluster of 2 to 8 one-warp blocks a row: 3 or 4 Packs a thread), since the thirty-second round,
// where kernel 12 at 256 threads, kernel 8 at 256 and kernel 11 at 512 ran before. Kernel 7 at 32 threads against the
// dispatcher, in turn, twice (round31/mean-more-fc5cafe.txt; rows 1024 / 2048 / 4096 / 8192 / 32768, % of the copy):
// 768 55.9 / 61.7 / 72.3 / 79.3 / 93.3 -> 60.9 / 67.1 / 75.2 / 81.3 / 94.5; 2048 63.2 / 73.3 / 81.9 / 88.4 / 96.8 ->
// 68.9 / 77.9 / 84.1 / 88.9 / 94.5; 4096 67.4 / 78.0 / 85.9 / 92.0 / 97.8 -> 77.4 / 84.5 / 89.8 / 94.1 / 97.2, which
// drew the row bounds. Then the dispatcher with the rule against without, the builds in turn, twice (round32/
// mean-warps-93057f1.txt, the means; rows 2048 / 4096 / 8192 / 16384 / 32768): 704 60.2 / 70.9 / 78.1 / 86.9 / 92.3
// -> 65.9 / 73.5 / 80.0 / 87.2 / 92.0; 768 61.8 / 72.2 / 79.3 / 88.9 / 93.6 -> 67.6 / 75.3 / 81.3 / 88.4 / 94.6;
// 1920 +5.0 / +3.6 / -0.1; 2048 73.0 / 82.1 / 88.3 -> 77.9 / 84.3 / 88.3; 3712 76.2 / 86.1 / 92.4 -> 82.8 / 91.0 /
// 95.3; 4096 77.8 / 86.0 / 92.1 -> 84.8 / 90.1 / 94.5; above the bounds and at 640 within 0.5. Why a cluster of
// one-warp blocks beats the bigger teams at short rows is not measured (more blocks resident, each with less to
// wait for: a guess).
// 16-bit rows of 8185-16384 columns: kernel 9 below 16384 rows, kernel 7 from there (the header above). Since the
// thirty-second round bf16 and fp16 share one table.
// 16-bit rows of 1025-1664 columns: kernel 7 (a block a row, x and dy staged by cp.async, no cluster) at 128 threads
// up to 1280 columns and 256 beyond, since the thirty-second round, where bf16 took kernel 12 at 256 threads (2
// stages) and fp16 kernel 11 at 256 (2 rows in flight). Measured (round32/raw-k7-dd1267f.csv, kernel 7 at every block
// size beside the dispatcher, one run; rows 4096 / 8192 / 32768, % of the copy): bf16 1152 60.0 / 66.9 / 81.1 -> 66.6 /
// 74.2 / 89.7 at 128 threads (84.3 at 256 at 32768 rows), 1408 64.1 / 72.3 / 88.0 -> 68.3-68.6 / 76.7-76.9 / 90.9-91.8
// at 128-256, 1664 66.2 / 76.3 / 91.5 -> 68.2 / 77.7 / 93.0 at 256; fp16 1152 62.4 / 67.7 / 80.7 -> 66.3 / 74.6 / 90.6
// at 128, 1408 66.2 / 72.9 / 87.7 -> 68.9 / 77.5 / 91.8 at 256, 1664 68.4 / 77.5 / 92.3 -> 68.3 / 78.0 / 93.4 at 256;
// at 2048 it trailed (fp16 69.8 / 78.9 / 93.2 against 71.7 / 80.7 / 94.9). The 1280 between 128 and 256 threads is a
// guess between 1152 and 1408. bf16 at 256 threads against the table, the builds in turn, twice (round32/
// mean-refit-dd1267f.txt; rows 4096 / 8192 / 16384 / 32768): 1152 59.8 / 67.2 / 74.3 / 81.1 -> 66.6 / 72.8 / 78.6 /
// 84.3, 1408 +4.3 / +4.5 / +3.2 / +3.0, 1600 65.3 / 74.9 / 84.4 / 90.5 -> 68.2 / 77.5 / 86.9 / 92.1.
// 16-bit rows of 8185-8192 columns (of the aligned widths, 8192 alone): kernel 9 at 512 threads (2 Packs a thread, a
// row a block, in clusters of 8), kernel 7 from 16384 rows, as at 8193-16384, where kernel 12 (the TMA ring, 3 stages)
// ran since the eighth round. Every rung at 4096 x 8192 (round32/raw-rungs-16604fa.csv): kernel 7 / 9 at 512 threads
// 85.6 / 85.5 against the ring's 82.9 (bf16; fp16 alike). The A/B above, with the ring out of 4097-8192 (rows 4096 /
// 8192 / 16384 / 32768): 8192 columns bf16 83.2 / 89.8 / 92.3 / 93.8 -> 85.5 / 91.5 / 93.6 / 95.7, fp16 83.0 / 89.8 /
// 92.2 / 93.9 -> 85.5 / 91.6 / 93.7 / 95.4; but 4608 -1.4..+0.8 and 6144 -2.1..+0.5 (576 and 768 Packs: a fifth and a
// quarter of the 1024 Pack slots idle), so 4097-8184 kept the ring here (6145-8184 moved next, below).
// Both as committed against the table before them, the builds in turn, twice (round32/mean-refit-4371d64.txt; bf16 /
// fp16, rows 4096 / 8192 / 32768): 1152 59.6 / 66.9 / 81.1 -> 66.0 / 74.7 / 89.8 and 62.0 / 67.7 / 80.7 -> 66.0 /
// 74.9 / 90.6; 1344 +5.1 / +4.9 / +3.0 and +3.1 / +4.9 / +4.7; 1600 65.5 / 74.8 / 90.3 -> 67.8 / 77.4 / 92.0 and 67.4
// / 75.5 / 91.0 -> 68.2 / 77.7 / 92.7; 1664 +1.6..+1.8 and -0.5 / +0.8 / +1.3; 8192 83.0 / 89.5 / 94.0 -> 85.3 / 91.5 /
// 95.6 and 83.2 / 89.5 / 93.9 -> 85.5 / 91.6 / 95.6; 2048 (unchanged) within 0.2.
// 16-bit rows of 2049-3072 columns: kernel 7 at 256 threads; 3073-3584: kernel 9 at 256; 6145-8184: kernel 7 at 512;
// since the end of the thirty-second round, where kernel 12 (the TMA ring) ran at 256 threads (2049-3584) and 512
// (4097-8184). Kernels 7, 9 and 12 at every block size beside the dispatcher, one run (round32/raw-ring-fea3be5.csv,
// summary-ring-fea3be5.txt; rows 4096 / 8192 / 32768, bf16, fp16 alike within a point): 2560 67.4 / 76.2 / 88.1 ->
// 73.8 / 82.1 / 92.2 (kernel 7 at 128 threads 95.6 at 32768 rows), 3072 73.2 / 84.0 / 94.9 -> 78.3 / 88.1 / 96.3, 3584
// 75.1 / 85.0 / 93.9 -> 78.7 / 87.8 / 96.2 (kernel 9), 6656 82.3 / 90.7 / 96.3 -> 86.3 / 92.5 / 96.5, 7168 83.8 / 90.9
// / 95.3 -> 86.9 / 93.0 / 96.9, 7680 84.3 / 90.7 / 93.5 -> 87.4 / 93.0 / 96.5; 2049-2559, 3073-3583 and 6145-6655 are
// between measured widths, and 4097-6144 keep the ring (kernel 9 at 512 threads lost there, kernel 7 not timed). The
// committed table against the one before, the builds in turn, one run (round32/mean-ring-ab-49a6ca6.txt; bf16, rows
// 4096 / 8192 / 32768): 2304 64.8 / 72.6 / 83.7 -> 71.9 / 78.1 / 88.6, 2560 +6.6 / +5.3 / +4.0, 3072 +4.9 / +3.7 /
// +1.5, 3328 +3.9 / +2.0 / +0.5, 3584 +4.0 / +2.6 / +1.9, 6400 +3.9 / +2.0 / -0.4, 7168 +3.0 / +1.9 / +0.5, 7680 84.9 /
// 91.9 / 95.8 -> 87.4 / 93.7 / 96.5; fp16 +0.2..+7.1 at the same cells.
// Kernel 7's pipeline depth (its comment), since the thirty-third round: fp32 rows of up to 512 columns kernel 7 at
// 256 threads, 3 stages (was kernel 11 at 128); 1281-1600 kernel 7 at 128 threads, 4 stages (was 512 threads, 2);
// 2049-3584 4 stages; 3585-6144, and 6145-7168 below 8192 rows, kernel 7 at 256 threads, 4 stages (was kernel 7 at 32
// threads, kernel 11 at 512 and kernel 8 at 512). 16-bit rows of 513-768 kernel 7 at 128 threads, 3 stages (was kernel
// 11); 1281-1664, 2049-3072 3 stages; 1665-2048 kernel 9 at 256, 3 stages (was kernel 11); 3585-4096 kernel 9 at 256
// (was kernel 11 at 512); 4097-6144 kernel 7 at 512, 3 stages (was kernel 12, the TMA ring); 16-bit odd widths beyond
// 2560 columns 4 stages (backward15_odd_stages). Fitted on kernels 7 and 9 at every block size at 2-4 stages
// (round33/summary-stages*.txt): per range, the configuration with the smallest worst shortfall against the best at
// rows 4096 / 8192 / 32768. As committed against the table before, the builds in turn, twice (round33/
// mean-stages-ab-9a790c3.txt; rows 4096 / 8192 / 32768, % of the copy): bf16 4608 70.8 / 79.8 / 86.9 -> 81.3 / 89.8 /
// 96.2, 5120 74.7 / 84.3 / 91.1 -> 83.1 / 93.0 / 98.9, 6144 +5.6 / +4.2 / -0.5, 2560 73.6 / 81.0 / 92.2 -> 76.8 / 84.7
// / 97.6, 4096 76.8 / 85.0 / 94.0 -> 80.2 / 86.3 / 95.7, 2048 +1.7 / +1.6 / +1.3, 1536-1600 +0.4..+1.5, 3072 +0.9 /
// +0.1 / -0.8, 768 -0.2 / +0.8 / +1.6, 3079 55.6 / 64.4 / 71.0 -> 62.0 / 73.5 / 82.7, 4097 61.3 / 71.8 / 77.7 -> 64.6
// / 76.7 / 86.5, 4601 +1.9 / +3.0 / +7.0, 2563 +0.6 / +2.2 / +5.3; fp16 alike at 768, 2560, 4096, 4097, 5120 (-0.7..
// +8.5); fp32 4608 79.0 / 83.8 / 86.0 -> 91.7 / 95.6 / 97.7, 5120 83.0 / 87.7 / 89.7 -> 94.5 / 97.9 / 99.9, 6144 +7.0
// / +5.5 / +1.3, 2560 85.6 / 92.3 / 94.1 -> 87.7 / 96.4 / 100.0, 3072-4096 +0.1..+3.0, 512 +0.0 / +2.2 / +1.6, 1536
// +1.0 / +4.8 / +1.1, 1600 +0.3 / +1.5 / +0.4, 7168 +2.7 / -0.2 / -1.8 (hence kernel 8 from 8192 rows there). At
// 4097-6144 columns the rows these replaced (kernel 12 in 16-bit, kernel 8 in fp32) ran 2-14 points behind kernel 7
// even at 2 stages (bf16 4608 at 256 threads 76.6 / 87.3 / 96.0; fp32 4608 at its best block size 93.0 / 95.1 /
// 96.4): why they fell behind since their fits is not measured.
// fp32 rows of 513-640 columns: kernel 7 at 32 threads, 3 stages (was kernel 12 at 256, 2 stages); and kernel 7 at 32
// threads (2 stages) at 641-768, 1601-1792 and 1793-2048 below 8192 rows: from the thirty-fourth round only where cols
// was a multiple of 8 (every row starts on a 32-byte sector), else kernel 12 at 256 (2 stages) or kernel 8 at 256
// (1793-2048); at every width since the thirty-sixth, kernel 7 moving mid-sector rows (KERNEL7_LINE_MATCH). Kernel 7 at every block size at 2-4 stages beside the dispatcher, one
// run (round34/summary-map-87741b6.txt; rows 4096 / 8192 / 32768, % of the copy): 640 68.9 / 75.8 / 90.5 -> 72.9 /
// 78.7 / 92.2 at 32 threads, 3 stages; 1792 78.4 / 87.9 / 94.8 -> 82.5 / 90.3 / 96.8 at 32, 2 stages. Against the
// table before, the builds in turn, twice (round34/mean-fp32-ab-bfb02af.txt): 516 62.6 / 69.1 / 81.8 -> 65.9 / 69.8 /
// 84.6, 576 +5.4 / +2.9 / +2.4, 640 +4.0 / +2.9 / +1.8, 1664 +4.2 / +0.8 / -0.2, 1792 +4.4 / +2.5 / +2.0, but 1604
// 72.6 / 82.8 / 90.8 -> 72.2 / 79.6 / 86.1. Then kernel 7 at 32 against kernels 12 / 8 at 20 widths in 641-2048, in
// turn, one run, on another machine (round34/mean-fp32-widths-69dbd78.txt): where cols is a multiple of 16 (704,
// 1616, 1632, 1680, 1728, 1824) kernel 7 led by +2.7..+4.6 at 4096 rows and -0.9..+2.4 beyond; where it is not, it
// trailed at 641-768 (764: -1.6 / -4.6 / -7.2, 700: -0.8 / -3.3 / -3.9) and at 1793-2048 at 4096 rows (-2.7..-4.1),
// and at 1601-1792 it was within -1.7..+2.3 (1604 +2.3 / +0.4 / +0.9 in that run, -0.4 / -3.3 / -4.8 in the one before).
// As committed against the table before the round, the builds in turn, twice (round34/mean-fp32-check-4de0fe4.txt):
// 516 62.7 / 69.0 / 81.8 -> 66.0 / 69.8 / 84.5, 640 +3.8 / +2.7 / +1.8, 700 +1.1 / +3.3 / +4.3, 764 67.5 / 72.3 / 84.7
// -> 69.7 / 77.0 / 92.0, 1792 +3.9 / +2.4 / +2.1, 1860 +4.7 / -0.1 / +0.1, 2044 75.0 / 89.0 / 96.0 -> 80.2 / 88.8 /
// 96.0. Why: Nsight Compute of the rung at 4096 x 1860 against x 1824 (round34/ncu-32-80d5213/) found the same DRAM
// bytes a column but 2.6 times the L2 read requests and 1.5 times the read sectors (the extra ones hits: lines read
// again), 37.5 against 35.0 us; rows of 1860 floats start mid-sector every other row. Not a latency that more stages
// hide: at 3 and 4 stages these blocks lost more at those widths (round34/mean-stages32-5b477e5.txt: 1860 76.0 / 83.9
// / 87.8 at 2 stages, 74.3 / 79.8 / 82.4 at 3). At 513-640, 3 stages, 516 (not a multiple of 8) gained as much as
// 576 and 640. A multiple of 8 is enough: the table with 8 against 16, in turn, twice, at widths that are multiples of
// 8 and not 16 (round34/mean-eight-af1faad.txt): 1672 75.0 / 85.7 / 94.2 -> 78.8 / 87.3 / 94.7, 1736 +3.4 / +2.2 /
// +1.3, 1784 +4.1 / +2.3 / +1.9, 1608 +2.9 / -0.2 / -1.0, 1800-2040 +1.3..+2.7 at 4096 rows and within 0.1 beyond,
// 648-760 +1.6..+2.7 / +0.9..+1.2 / -1.1..+1.0 (and 712 at 32768 rows -3.1, its two runs 85.3 and 91.5 against 91.5).
// The thirty-sixth round's moved kernel 7 at 32 threads against kernels 12 / 8 at widths of 4 mod 8, one run
// (round36/mean-width-e4c25c0.txt, k7): 644 67.4 / 74.1 / 88.8 -> 69.3 / 75.9 / 89.7, 700 +2.6 / +1.4 / +0.8, 764 +1.7
// / +0.5 / +1.1, 1604 72.6 / 82.3 / 90.8 -> 77.3 / 85.4 / 95.0, 1652-1764 +4.5..+4.8 / +3.0..+4.2 / +2.9..+4.4,
// 1796-2044 -0.3..+1.5 (hence one row each, no rule on cols). The unmoved rows (580, 1000; 16-bit 616, 1440, 2344) end
// where kernel 7 with and without the move crossed (round36/mean-split-445405d.txt; KERNEL7_LINE_MATCH's comment).
// The H200's table (the sixty-third round, dev/NOTES.md [D63], refitted in the sixty-fourth, [A64]; taken on a GPU of
// its DRAM rate, or with BACKWARD15_PICKS 200). The comments above fit the H100's table (backward15_choices_h100). On
// the H200 (1.4 times the H100's copy rate, the same SMs) the backward's rungs at every block size beside the
// dispatcher, two rounds, at the target cells the dispatcher missed by less than 5 points (dev/jobs/round63_c.sh,
// results/dev-h200-2026-11-28/round63/c/summary.txt; % of the copy, the dispatcher -> the best): fp32 32768 x 768 85.0
// -> 93.2 (kernel 9 at 128), 32768 x 1024 82.8 -> 95.2 (kernel 8 at 128), 8192 x 2048 81.0 -> 84.1 (kernel 7 at 32),
// 4096 x 8192 84.2 -> 90.0 (kernel 7 at 512; 90.6 at 64), 4096 x 65536 84.1 -> 97.5 (kernel 7 at 512, where the H100
// table had kernel 6); 16-bit 32768 x 1024 78.2 / 79.5 -> 85.0 / 85.9 (kernel 7 at 64), 32768 x 2048 76.2 / 79.2 ->
// 91.0 / 91.2 (kernel 7 at 128, 2 stages: kernel 9 at 256 with 3 stages, the H100's pick, 76), 8192 x 8192 81.7 / 83.7
// -> 87.0 / 88.2 and 8192 x 12288 80.3 / 82.8 -> 85.3 / 86.8 (kernel 7 at 512, as from 16384 rows before). Then the
// dispatcher with those picks for their whole width ranges at every row count (t) in turn with -DBACKWARD15_PICKS=100
// (h), twice (dev/jobs/round63_d.sh at fcc3c0d, results/dev-h200-2026-11-28/round63/d/ deltas.txt; rows 4096 / 8192 /
// 32768, h -> t in points of the copy): fp32 768 -1.7 / +2.0 / +8.2, 1024 -2.2 / +2.9 / +12.0, 2048 -0.2 / +1.9 / +0.5,
// 8192 +5.6 / +4.5 / +2.4, 32768 +9.7 / +8.1 / -, 65536 +13.7 / +12.8 / -; bf16 / fp16 1024 -0.3 / -0.3 / +6.5 and -0.1
// / +0.8 / +5.8, 2048 -2.2 / +4.0 / +14.4 and -3.6 / +1.4 / +11.1, 8192 +3.1 / +4.7 and +2.7 / +4.3, 12288 +2.5 / +4.9
// and +1.7 / +3.9, 16384 -0.9 / +1.4 and -1.3 / +0.6 (rows 4096 / 8192; from 16384 rows kernel 7 ran before). So the
// H100's picks stay below 8192 rows where the H200's lost there: fp32 641-768 and 1001-1024, 16-bit 1665-2048 and
// 12289-16384. The rest of the table was the H100's.
// Refitted in the sixty-fourth round ([A64]) from the rungs' map over the whole aligned target grid (rungs 6-9 and
// 11-15 at every block size, rungs 7 and 9 at 3 and 4 stages too, one round; dev/jobs/round64_a.sh at 17f48b0,
// results/dev-h200-2026-11-28/round64/a/fit-fp32.txt and fit-16bit.txt): a width's launch changed where one led the
// dispatcher at the target rows by 2 points or more and lost at none by more than 1.5. Kernel 7 at 3 or 4 stages won
// most of them. fp32: 641-768 and 1001-1024 below 16384 rows kernel 7 at 32 with 3 stages; 1601-2048 from 8192 rows
// kernel 7 at 32 with 4; 3585-4096 kernel 7 at 32 with 3 below 8192 rows, else kernel 9 at 512 with 4; 7169-8192 kernel
// 7 at 256 with 4. 16-bit: 769-1024 kernel 9 at 64 with 3; 1281-1664 kernel 7 at 128 with 3 (unmoved to 1440, as the
// 256-thread row before it); 1665-2048 kernel 9 at 128 (3 stages below 8192 rows); 3585-4096 kernel 7 at 256; 4097-8192
// kernel 7 at 512 with 3; 8193-16384 at 256 with 3; 16385-32768 at 512 with 3. Against the table before, in turn, twice
// (dev/jobs/backward_table_ab.sh at cedb484, round64/b/deltas.txt; rows 4096 / 8192 / 32768, points of the copy): fp32
// 768 +2.4 / +1.4 / -, 1024 +2.6 / +2.5 / -, 2048 - / +1.3 / +5.2, 4096 +2.6 / +3.3 / +3.4, 8192 +3.3 / +4.2 / +3.7;
// bf16 / fp16 1024 - / +3.1 / +2.2 and - / +3.0 / +1.5, 1400 - / +1.8 / +9.8 and - / +0.3 / +8.8, 1600 - / +8.4 / +15.5
// and - / +6.5 / +15.3, 2048 +2.3 / +2.3 / -0.9 and +0.8 / +2.1 / +0.0, 4096 - / +3.1 / +6.1 and - / +3.1 / +4.9, 8192
// +3.7 / +4.2 / +6.5 and +2.6 / +2.9 / +5.3, 12288 - / +0.6 / +0.0 and - / +2.0 / +2.1, 16384 - / +1.4 and - / +3.1,
// 32768 - / +3.4 and - / +2.7 (- : not in the turn). Not timed: 16-bit 16384 and 32768 columns at 32768 rows, where the
// launch changed too (kernel 7 at 2 stages before: 96.2 / 95.5 in 1c323c8's sweep).
// Then 16-bit rows of 449-512 columns from 16384 rows: kernel 9 at 64 threads, 2 stages, for kernel 11 at 64 with 4
// rows in flight. At 32768 x 512 in that map, bf16 / fp16: 72.8 / 73.9 (the dispatcher) -> 77.4 / 77.3, and five other
// launches of kernels 7 and 9 at 75.8-77.8: kernel 11 no longer leads there. From 449 columns kernel 9's 64 threads
// hold the row one Pack a thread with at most 7 idle, as at 512; narrower rows stay with kernel 11's rows in flight (not
// measured here). Below 16384 rows the split rule (kernel 14) takes aligned rows to 8192 (its 4 M elements). In turn
// with kernel 11 (NOTES [B65]), bf16 / fp16: 32768 x 512 72.7 / 74.0 -> 76.8 / 76.8, 16384 x 512 66.2 / 66.2 ->
// 67.2 / 67.5.
// Then 16-bit rows of 617-768 columns from 16384 rows: kernel 7 at 64 threads, 3 stages (NOTES [B66]). In turn with
// kernel 7 at 128 (two rounds), bf16 / fp16: 32768 x 768 68.7 / 72.2 -> 72.1 / 74.5, 32768 x 704 63.9 / 66.8 ->
// 66.6 / 69.1, 32768 x 640 59.1 / 61.7 -> 61.7 / 63.5, 16384 x 768 65.7 / 68.1 -> 67.3 / 68.8; 32768 x 600 lost about
// 2 points that way (-1.9 / -2.2), so 513-616 stays on kernel 7 at 128, unmoved, whose moved row is now the one below
// 16384 rows.
// Which table: by the GPU's DRAM rate (LayerNormArgs.dram_peak_gbs), the H200's from BACKWARD15_H200_TABLE_GBS (the
// H200: about 4900 GB/s), else the H100's (the H100 SXM: 3352; and a GPU whose driver does not say). Each was fitted
// and validated on its own GPU; on any other, the nearer one is a guess, untimed. -DBACKWARD15_PICKS=100 or 200 fixes the
// table whatever the GPU (A/B builds: the other GPU's picks on this one).
#ifndef BACKWARD15_PICKS
#define BACKWARD15_PICKS 0
#endif
#if BACKWARD15_PICKS != 0 && BACKWARD15_PICKS != 100 && BACKWARD15_PICKS != 200
#error "BACKWARD15_PICKS: 0 (the table by the GPU), 100 (the H100's) or 200 (the H200's)"
#endif
#define BACKWARD15_H200_TABLE_GBS 4400.0
#if !defined(ENABLE_BF16) && !defined(ENABLE_FP16)
static const BackwardChoice backward15_choices_h100[] = {   // fp32
    {512, 0, 7, 256, 0, 3, 0},     {580, 0, 7, 32, 0, 3, 1},      {640, 0, 7, 32, 0, 3, 0},      {768, 0, 7, 32, 0, 0, 0},
    {1000, 0, 7, 512, 0, 0, 1},    {1280, 0, 7, 512, 0, 0, 0},    {1600, 0, 7, 128, 0, 4, 0},    {1792, 0, 7, 32, 0, 0, 0},
    {2048, 8192, 7, 32, 0, 0, 0},  {2048, 0, 8, 256, 0, 0, 0},    {3584, 0, 7, 512, 0, 4, 0},    {6144, 0, 7, 256, 0, 4, 0},
    {7168, 8192, 7, 256, 0, 4, 0}, {8192, 0, 8, 512, 0, 0, 0},    {16384, 0, 7, 512, 0, 0, 0},   {INT_MAX, 0, 6, 512, 0, 0, 0}};
static const BackwardChoice backward15_choices_h200[] = {   // fp32
    {512, 0, 7, 256, 0, 3, 0},      {580, 0, 7, 32, 0, 3, 1},      {640, 0, 7, 32, 0, 3, 0},     {768, 16384, 7, 32, 0, 3, 0},
    {768, 0, 9, 128, 0, 0, 0},      {1000, 0, 7, 512, 0, 0, 1},    {1024, 16384, 7, 32, 0, 3, 0}, {1024, 0, 8, 128, 0, 0, 0},
    {1280, 0, 7, 512, 0, 0, 0},     {1600, 0, 7, 128, 0, 4, 0},    {2048, 8192, 7, 32, 0, 0, 0},  {2048, 0, 7, 32, 0, 4, 0},
    {3584, 0, 7, 512, 0, 4, 0},     {4096, 8192, 7, 32, 0, 3, 0},  {4096, 0, 9, 512, 0, 4, 0},    {6144, 0, 7, 256, 0, 4, 0},
    {7168, 8192, 7, 256, 0, 4, 0},  {7168, 0, 8, 512, 0, 0, 0},    {8192, 0, 7, 256, 0, 4, 0},    {16384, 0, 7, 512, 0, 0, 0},
    {INT_MAX, 0, 7, 512, 0, 0, 0}};
#else
static const BackwardChoice backward15_choices_h100[] = {   // bf16 and fp16
    {512, 0, 11, 64, 4, 0, 0},     {616, 0, 7, 128, 0, 3, 1},     {768, 0, 7, 128, 0, 3, 0},     {1024, 0, 11, 128, 4, 0, 0},
    {1280, 0, 7, 128, 0, 0, 0},    {1440, 0, 7, 256, 0, 3, 1},    {1664, 0, 7, 256, 0, 3, 0},    {2048, 0, 9, 256, 0, 3, 0},
    {2344, 0, 7, 256, 0, 3, 1},    {3072, 0, 7, 256, 0, 3, 0},    {3584, 0, 9, 256, 0, 0, 0},    {4096, 0, 9, 256, 0, 0, 0},
    {6144, 0, 7, 512, 0, 3, 0},    {8184, 0, 7, 512, 0, 0, 0},    {16384, 16384, 9, 512, 0, 0, 0}, {32768, 0, 7, 512, 0, 0, 0},
    {INT_MAX, 0, 7, 256, 0, 0, 0}};
static const BackwardChoice backward15_choices_h200[] = {   // bf16 and fp16
    {448, 0, 11, 64, 4, 0, 0},     {512, 16384, 11, 64, 4, 0, 0}, {512, 0, 9, 64, 0, 0, 0},      {616, 0, 7, 128, 0, 3, 1},
    {768, 16384, 7, 128, 0, 3, 0}, {768, 0, 7, 64, 0, 3, 0},      {1024, 0, 9, 64, 0, 3, 0},     {1280, 0, 7, 128, 0, 0, 0},
    {1440, 0, 7, 128, 0, 3, 1},    {1664, 0, 7, 128, 0, 3, 0},    {2048, 8192, 9, 128, 0, 3, 0}, {2048, 0, 9, 128, 0, 0, 0},
    {2344, 0, 7, 256, 0, 3, 1},    {3072, 0, 7, 256, 0, 3, 0},    {3584, 0, 9, 256, 0, 0, 0},    {4096, 0, 7, 256, 0, 0, 0},
    {8192, 0, 7, 512, 0, 3, 0},    {16384, 0, 7, 256, 0, 3, 0},   {32768, 0, 7, 512, 0, 3, 0},   {INT_MAX, 0, 7, 256, 0, 0, 0}};
#endif
// The first row of `table` that covers the shape (both tables end in a row that covers every shape).
static const BackwardChoice* backward15_choice_in(const BackwardChoice* table, int rows, int cols) {
    const BackwardChoice* choice = table;
    while (cols > choice->max_cols || (choice->below_rows != 0 && rows >= choice->below_rows)) choice++;
    return choice;
}
static const BackwardChoice* backward15_table(double dram_peak_gbs) {
    const int h200 = BACKWARD15_PICKS == 0 ? dram_peak_gbs >= BACKWARD15_H200_TABLE_GBS : BACKWARD15_PICKS == 200;
    return h200 ? backward15_choices_h200 : backward15_choices_h100;
}
static const BackwardChoice* backward15_choice(int rows, int cols, double dram_peak_gbs) {
    return backward15_choice_in(backward15_table(dram_peak_gbs), rows, cols);
}

// Since the forty-third round, short aligned rows go to kernel 14 (the two roles sharing L2), whose single launch has
// none of the persistent rungs' fixed costs: rows of BACKWARD15_SPLIT_MIN_COLS (16) to BACKWARD15_SPLIT_MAX_COLS (16-bit
// 2048, fp32 1024) columns, at most BACKWARD15_SPLIT_MAX_ELEMENTS elements in all (16-bit 4 M, or 8 M for rows of at
// most 256 columns; fp32 2 M) and, in fp32, at most BACKWARD15_SPLIT_MAX_ROWS (16384) rows; at 128 threads, with the
// trips a column block's chunk that backward15_split_trips picks. Measured (results/dev-h100-2026-11-27/round43/
// raw-rule.csv and raw-small.csv: kernel 14 at every block size and 1, 2, 4 or 8 trips against the dispatcher without
// it), % of the copy, the dispatcher's former pick -> kernel 14 as this rule launches it:
//   bf16 1024 x 256 / 512 / 1024: 45.2 / 46.0 / 49.2 -> 59.9 / 61.4 / 64.5;  2048 x 1024 53.5 -> 64.7;
//   bf16 4096 x 128 / 256 / 512 / 768 / 1024: 38.8 / 46.0 / 54.7 / 59.6 / 63.1 -> 53.0 / 60.4 / 64.1 / 63.7 / 67.6;
//   bf16 8192 x 256 / 512: 49.6 / 64.2 -> 59.4 / 67.1;  16384 x 128 / 256: 40.0 / 56.9 -> 47.4 / 61.4;
//   bf16 32768 x 128: 39.5 -> 45.9;  fp16 4096 x 512 / 1024: 55.0 / 60.7 -> 64.9 / 68.7, 8192 x 512 64.0 -> 67.4;
//   bf16 under 128 columns: 4096 x 16 / 64 34.3 / 36.5 -> 48.1 / 54.3, 16384 x 32 / 96 25.8 / 36.9 -> 33.6 / 44.1,
//   65536 x 16 / 64 11.8 / 23.7 -> 15.7 / 29.7;
//   fp32 1024 x 128 / 512 / 1024: 53.2 / 54.0 / 60.3 -> 63.7 / 68.2 / 69.5;  2048 x 1024 69.5 -> 70.8;
//   fp32 4096 x 128 / 256 / 512: 56.3 / 60.2 / 66.6 -> 64.1 / 68.4 / 71.0;  8192 x 128 / 256 59.0 / 68.9 -> 64.0 / 71.0.
// Beyond its bounds the persistent rungs lead again: bf16 8192 x 768 70.0 against 64.9, 8192 x 1024 73.5 against
// 69.0, 16384 x 512 74.3 against 68.5; fp32 16384 x 128 69.1 against 59.0 (at 2 trips; 4 were not timed there).
// Not measured: fewer than 16 columns. -DBACKWARD15_SPLIT_MAX_COLS=0: the rule off (A/B builds).
// Since the forty-fifth round kernel 14 launches its column blocks first ([D45], results/dev-h100-2026-11-27/round45/
// raw-columns-first.csv, two runs each): the dispatcher at these cells 67.8 -> 71.2 at bf16 4096 x 1024, 63.5 -> 70.7
// at 4096 x 768, 64.0 -> 67.5 at 4096 x 512, 66.6 -> 69.4 at 8192 x 512, 53.7 -> 59.2 at 4096 x 128; fp16 4096 x
// 1024 68.5 -> 72.2, 4096 x 768 65.0 -> 72.0; fp32 4096 x 512 70.7 -> 72.6, 4096 x 128 64.2 -> 68.1, 8192 x 256
// 70.8 -> 70.3 (the one loss). Refit for that order in the forty-sixth round ([A46], results/dev-h100-2026-11-27/
// round46/raw-rule.csv and raw-check.csv): 16-bit rows of 1025-2048 columns came in, % of the copy, the dispatcher
// before -> now (mean of two runs): bf16 2048 x 2048 64.0 -> 72.0, 2048 x 1536 63.0 -> 69.5, 1024 x 2048 51.9 -> 68.7,
// 1024 x 1536 52.0 -> 68.9; fp16 64.2 -> 72.5, 63.5 -> 70.7, 52.4 -> 68.9, 52.1 -> 69.7. Still beyond the bounds, the
// persistent rungs lead rung 14 at its best block size and trips: 16-bit 4096 x 2048 72.9 against 60.6, 8192 x 768
// 70.1 against 65.0, 8192 x 1024 73.3 against 61.2, 16384 x 512 74.2 against 63.4; fp32 2048 x 2048 77.0 against
// 58.9, 4096 x 1024 77.9 against 61.2. Then ([C46], round46/mean-narrow.txt) 16-bit rows of at most 256 columns up to
// 8 M elements, bf16 / fp16: 32768 x 192 49.2 / 51.4 -> 54.2 / 56.7, 32768 x 256 59.8 / 61.5 -> 60.7 / 62.8, 65536 x
// 128 37.7 / 39.8 -> 42.7 / 45.8, 131072 x 64 21.0 / 22.4 -> 25.8 / 27.6 (x and dy past a third of L2 there, so rung
// 14 runs in groups); and fp32 to 16384 rows: 16384 x 64 56.5 -> 67.0, 16384 x 128 69.0 -> 70.8. Not from 32768 rows
// in fp32: 32768 x 64 66.9 against 61.0, 65536 x 32 53.0 against 44.6.
#ifndef BACKWARD15_SPLIT_MAX_COLS
#define BACKWARD15_SPLIT_MAX_COLS (sizeof(floatX) == 2 ? 2048 : 1024)
#endif
#ifndef BACKWARD15_SPLIT_MIN_COLS
#define BACKWARD15_SPLIT_MIN_COLS 16
#endif
#ifndef BACKWARD15_SPLIT_MAX_ELEMENTS
#define BACKWARD15_SPLIT_MAX_ELEMENTS (sizeof(floatX) == 2 ? 4194304LL : 2097152LL)
#endif
#ifndef BACKWARD15_SPLIT_MAX_ROWS
#define BACKWARD15_SPLIT_MAX_ROWS (sizeof(floatX) == 2 ? INT_MAX : 16384)
#endif
// Narrow rows (at most BACKWARD15_SPLIT_NARROW_COLS columns: 256 in 16-bit, none in fp32) may have up to
// BACKWARD15_SPLIT_NARROW_MAX_ELEMENTS (8 M) elements ([C46]).
#ifndef BACKWARD15_SPLIT_NARROW_COLS
#define BACKWARD15_SPLIT_NARROW_COLS (sizeof(floatX) == 2 ? 256 : 0)
#endif
#ifndef BACKWARD15_SPLIT_NARROW_MAX_ELEMENTS
#define BACKWARD15_SPLIT_NARROW_MAX_ELEMENTS 8388608LL
#endif
#define BACKWARD15_SPLIT_THREADS 128
static int backward15_takes_split(int rows, int cols) {
    const long long elements = (long long)rows * cols;
    const int in_bounds = rows <= (int)BACKWARD15_SPLIT_MAX_ROWS && elements <= (long long)BACKWARD15_SPLIT_MAX_ELEMENTS;
    const int narrow = cols <= (int)BACKWARD15_SPLIT_NARROW_COLS && elements <= (long long)BACKWARD15_SPLIT_NARROW_MAX_ELEMENTS;
    return cols % PACK_SIZE == 0 && cols >= BACKWARD15_SPLIT_MIN_COLS && cols <= (int)BACKWARD15_SPLIT_MAX_COLS &&
           (in_bounds || narrow);
}
// 4 trips (a chunk of 256 rows at 128 threads) where the measurements above found them ahead of 2: in 16-bit from 8192
// rows, or from 2048 rows at 768 columns and more; in fp32 from 2048 rows, or at 1024 columns. 1 trip led by 0.9-1.3
// at bf16 1024 x 256 and 1024 x 1024, 8 by 0.5 at 32768 x 128; the rule keeps to 2 and 4.
static int backward15_split_trips(int rows, int cols) {
    if (sizeof(floatX) == 4) return rows >= 2048 || cols >= 1024 ? 4 : 2;
    return rows >= 8192 || (rows >= 2048 && cols >= 768) ? 4 : 2;
}

static size_t backward15_scratch_bytes(int rows, int cols) {
    size_t six = backward6_scratch_bytes(rows, cols), five = backward5_scratch_bytes(rows, cols);
    size_t split = backward15_takes_split(rows, cols) ? backward14_scratch_bytes(rows, cols) : 0;
    size_t most = six > five ? six : five;
    return split > most ? split : most;
}

static const char* launch_backward15(const LayerNormArgs* a, int block_size) {
    (void)block_size;
    if (a->cols % PACK_SIZE != 0) {
        if (sizeof(floatX) == 4 && shifted_batch_shape(a, 2, combine_smem_bytes(a->cols)).warp_packs >= KERNEL13_WARP_PACKS &&
            (launch_teams11(a, 0, 2, BACKWARD15_COMBINE, 1) == NULL || launch_teams11(a, 0, 2, 1, 1) == NULL))
            return NULL;
        const int odd_combine = backward15_odd_combine(a->rows, a->cols), odd_stages = backward15_odd_stages(a->cols);
        if (sizeof(floatX) == 2 && shifted_one_pack_threads(a->cols) > 0 &&
            (launch_kernel7(a, KERNEL7_MAX_THREADS, odd_combine, 1, odd_stages, 0) == NULL ||
             launch_kernel7(a, KERNEL7_MAX_THREADS, 1, 1, odd_stages, 0) == NULL))
            return NULL;
        const int threads = backward15_kernel10_threads(a->cols);
        if (launch_teams10(a, threads, BACKWARD15_COMBINE) == NULL || launch_teams10(a, threads, 1) == NULL) return NULL;
    } else {
        if (backward15_takes_split(a->rows, a->cols) &&
            launch_split(a, BACKWARD15_SPLIT_THREADS, backward15_split_trips(a->rows, a->cols)) == NULL)
            return NULL;
        const BackwardChoice* choice = backward15_choice(a->rows, a->cols, a->dram_peak_gbs);
        const int kernel = choice->kernel;
        if (kernel == 11 && (launch_teams11(a, choice->threads, choice->rows_in_flight, BACKWARD15_COMBINE, 0) == NULL ||
                             launch_teams11(a, choice->threads, choice->rows_in_flight, 1, 0) == NULL))
            return NULL;
        if (kernel == 12 && (launch_teams12(a, choice->threads, choice->rows_in_flight, choice->stages, BACKWARD15_COMBINE) == NULL ||
                             launch_teams12(a, choice->threads, choice->rows_in_flight, choice->stages, 1) == NULL))
            return NULL;
        // kernels 8 and 9 are kernels 6 and 7 with a combine of COMBINE_BLOCKS (kernel 9: BACKWARD15_COMBINE9); kernel
        // 7 is also where kernel 12 falls back to (at the rungs' stages: the row's stages are kernel 12's)
        const int combine = kernel == 9 ? BACKWARD15_COMBINE9 : BACKWARD15_COMBINE;
        const int threads = choice->threads, stages = kernel == 12 ? 0 : choice->stages;
        if (kernel == 7 || kernel == 9 || kernel == 12) {
            const int may_move = !choice->unmoved;
            if ((kernel == 9 && launch_kernel7(a, threads, combine, 0, stages, may_move) == NULL) ||
                launch_kernel7(a, threads, 1, 0, stages, may_move) == NULL || launch_teams6(a, threads, 1) == NULL)
                return NULL;
        } else if ((kernel == 8 && launch_teams6(a, threads, combine) == NULL) || launch_teams6(a, threads, 1) == NULL ||
                   launch_teams7(a, threads, 1) == NULL)
            return NULL;
    }
    return launch_backward5(a, 512);
}

// ----------------------------------------------------------------------------------------------
// The variant table: one line per rung.

static const Variant backward_variants[] = {
    {1, "one thread per row, the CPU loop ported; dweight/dbias by global atomics", launch_backward1, accumulator_scratch_bytes, 0, 0},
    {2, "one warp per row, dweight/dbias by global atomics", launch_backward2, accumulator_scratch_bytes, 0, 0},
    {3, "persistent blocks, warp per row, dweight/dbias in shared memory, one global atomic per column per block", launch_backward3, accumulator_scratch_bytes, 0, 0},
    {4, "Triton tutorial: GROUP_SIZE_M partial buffers under spin locks, then a column reduction", launch_backward4, backward4_scratch_bytes, 0, 0},
    {5, "deterministic: persistent block per row, one owned partial row per block, fixed-order reduction", launch_backward5, backward5_scratch_bytes, 1, 0},
    {6, "persistent warp/block/cluster teams, x and dy read once, dweight/dbias summed in registers", launch_backward6, backward6_scratch_bytes, 1, 0},
    {7, "kernel 6 with x and dy staged in shared memory (cp.async), the next row in flight", launch_backward7, backward6_scratch_bytes, 1, 0},
    {8, "kernel 6 in clusters of 8 blocks that add their partial rows in distributed shared memory first", launch_backward8, backward6_scratch_bytes, 1, 0},
    {9, "kernel 7 in clusters of 8 blocks that add their partial rows in distributed shared memory first", launch_backward9, backward6_scratch_bytes, 1, 0},
    {10, "any width: rows staged whole at their own alignment, threads own columns; clusters combine as kernel 9", launch_backward10, backward6_scratch_bytes, 1, 0},
    {11, "kernel 8 with a batch of rows in flight a team: all their loads issued before any is used", launch_backward11, backward6_scratch_bytes, 1, 0},
    {12, "kernel 11's batches copied by the TMA into a ring of shared-memory stages, several batches in flight", launch_backward12, backward6_scratch_bytes, 1, 0},
    {13, "any width: kernel 9 (fp32: kernel 11) with rows dealt so that a team's rows share one alignment, whole Packs", launch_backward13, backward6_scratch_bytes, 1, 0},
    {14, "two roles in one launch sharing x and dy through L2: row blocks for dx, column-strip blocks for dweight/dbias", launch_backward14, backward14_scratch_bytes, 1, 0},
    {15, "dispatcher: the fastest deterministic rung and launch shape for the shape", launch_backward15, backward15_scratch_bytes, 1, 1},
};

// ----------------------------------------------------------------------------------------------
// The pass: tensors, inputs, reference with tolerances, bytes.

enum { BWD_DOUT, BWD_INP, BWD_WEIGHT, BWD_MEAN, BWD_RSTD, BWD_DINP, BWD_DWEIGHT, BWD_DBIAS, BWD_NUM_TENSORS };
static const TensorSpec backward_tensors[BWD_NUM_TENSORS] = {
    {"dout", ELEM_FLOATX, PER_ELEMENT, 0, offsetof(LayerNormArgs, dout)},
    {"inp", ELEM_FLOATX, PER_ELEMENT, 0, offsetof(LayerNormArgs, inp)},
    {"weight", ELEM_FLOATX, PER_COL, 0, offsetof(LayerNormArgs, weight)},
    {"mean", ELEM_FLOAT32, PER_ROW, 0, offsetof(LayerNormArgs, mean)},
    {"rstd", ELEM_FLOAT32, PER_ROW, 0, offsetof(LayerNormArgs, rstd)},
    {"dinp", ELEM_FLOATX, PER_ELEMENT, 1, offsetof(LayerNormArgs, dinp)},
    {"dweight", ELEM_FLOATX, PER_COL, 1, offsetof(LayerNormArgs, dweight)},
    {"dbias", ELEM_FLOATX, PER_COL, 1, offsetof(LayerNormArgs, dbias)},
};

// mean and rstd as a real pipeline hands them to backward: the forward pass's statistics (here
// the double two-pass reference) rounded to float32.
static void forward_statistics_cpu(float* mean, float* rstd, const float* inp, int rows, int cols) {
    #pragma omp parallel for schedule(static)
    for (int row = 0; row < rows; row++) {
        const float* x = inp + (size_t)row * cols;
        double sum = 0.0;
        for (int col = 0; col < cols; col++) sum += x[col];
        const double row_mean = sum / cols;
        double sum_squares = 0.0;
        for (int col = 0; col < cols; col++) sum_squares += (x[col] - row_mean) * (x[col] - row_mean);
        mean[row] = (float)row_mean;
        rstd[row] = (float)(1.0 / sqrt(sum_squares / cols + (double)LAYERNORM_EPS));
    }
}

static void backward_make_inputs(HostProblem* p, uint64_t seed) {
    fill_activations(p->host[BWD_INP], p->rows, p->cols, seed, BWD_INP, p->outlier_spreads);
    fill_normal_rows(p->host[BWD_DOUT], p->rows, p->cols, 1.0, seed, BWD_DOUT);
    fill_uniform(p->host[BWD_WEIGHT], p->cols, 0.5, 1.5, seed, BWD_WEIGHT);
    forward_statistics_cpu(p->host[BWD_MEAN], p->host[BWD_RSTD], p->host[BWD_INP], p->rows, p->cols);
}

// Tolerances (common.h, section 6):
//   dinp[r,c] = rstd * (wdy - x_hat * c1 - c2): c1 and c2 are float32 sums over the row's n = cols
//     terms; c2's error is ~ulp*sqrt(n)*max|wdy|, c1's ~ulp*sqrt(n)*max|x_hat|*max|wdy| and it is
//     multiplied by x_hat again, so the scale is
//        rstd * max_c|weight * dout| * (1 + max_c|x_hat|^2).
//     No row-condition factor (unlike forward): mean comes in as float32, so x - mean is a single
//     correctly rounded subtraction and a large-mean row loses no digits in it.
//   dweight[c], dbias[c]: a float32 sum over n = rows terms (dout * x_hat, or dout), scale
//        |sum| + sqrt(sum_r term^2).
//     Not the largest term: a sum over rows does not average, and its running partial sums (each
//     addition rounds at their size) wander like a random walk to ~sqrt(rows) terms, plus a drift
//     towards the total; |sum| + the 2-norm of the terms bounds their typical size in any order of
//     addition (atomics add in any order). The largest term alone fails an honest sequential
//     float32 sum at 8192 rows by 3-4x.
// The dweight/dbias tolerance therefore grows with rows like the error of a sum of `rows` terms:
// sqrt(rows) from tolerance() times a scale that itself grows like sqrt(rows).
static void backward_reference(HostProblem* p) {
    const int rows = p->rows, cols = p->cols;
    const float* dout = p->host[BWD_DOUT];
    const float* inp = p->host[BWD_INP];
    const float* weight = p->host[BWD_WEIGHT];
    const float* mean = p->host[BWD_MEAN];
    const float* rstd = p->host[BWD_RSTD];
    layernorm_backward_cpu(p->ref[BWD_DINP], p->ref[BWD_DWEIGHT], p->ref[BWD_DBIAS], dout, inp, weight, mean, rstd, rows, cols);

    #pragma omp parallel for schedule(static)
    for (int row = 0; row < rows; row++) {
        const float* x = inp + (size_t)row * cols;
        const float* dy = dout + (size_t)row * cols;
        const double row_mean = mean[row], row_rstd = rstd[row];
        double max_xhat = 0.0, max_wdy = 0.0;
        for (int col = 0; col < cols; col++) {
            max_xhat = fmax(max_xhat, fabs((x[col] - row_mean) * row_rstd));
            max_wdy = fmax(max_wdy, fabs((double)weight[col] * dy[col]));
        }
        const double scale = row_rstd * max_wdy * (1.0 + max_xhat * max_xhat);
        for (int col = 0; col < cols; col++) {
            const size_t i = (size_t)row * cols + col;
            p->tol[BWD_DINP][i] = tolerance(ELEM_FLOATX, p->ref[BWD_DINP][i], cols, scale);
        }
    }
    double* norm_dweight = (double*)host_malloc((size_t)cols * sizeof(double), "dweight terms");
    double* norm_dbias = (double*)host_malloc((size_t)cols * sizeof(double), "dbias terms");
    backward_columns_cpu(NULL, NULL, norm_dweight, norm_dbias, dout, inp, mean, rstd, rows, cols);
    for (int col = 0; col < cols; col++) {
        const double dweight = p->ref[BWD_DWEIGHT][col], dbias = p->ref[BWD_DBIAS][col];
        p->tol[BWD_DWEIGHT][col] = tolerance(ELEM_FLOATX, dweight, rows, fabs(dweight) + norm_dweight[col]);
        p->tol[BWD_DBIAS][col] = tolerance(ELEM_FLOATX, dbias, rows, fabs(dbias) + norm_dbias[col]);
    }
    free(norm_dweight);
    free(norm_dbias);
}

// Reads x, dy, weight, mean, rstd; writes dx, dweight, dbias.
static double backward_min_bytes(int rows, int cols) {
    return 3.0 * rows * cols * sizeof(floatX) + 3.0 * cols * sizeof(floatX) + 2.0 * rows * sizeof(float);
}

static const Pass backward_pass = {
    "layernorm_backward", 8192, 1600,
    BWD_NUM_TENSORS, backward_tensors,
    backward_variants, (int)(sizeof(backward_variants) / sizeof(backward_variants[0])),
    backward_make_inputs, backward_reference, backward_min_bytes,
    "3*rows*cols*sizeof(floatX) [x, dy, dx] + 3*cols*sizeof(floatX) [weight, dweight, dbias] + 2*rows*4 [mean, rstd]",
};

#ifndef LNLAB_NO_MAIN
int main(int argc, char** argv) { return lab_main(argc, argv, &backward_pass); }
#endif
