/*
LayerNorm forward: a ladder of CUDA kernels, each validated against a CPU reference and timed.

    out[r,c] = (x[r,c] - mean[r]) * rstd[r] * weight[c] + bias[c]
    mean[r]  = sum_c x[r,c] / cols,   rstd[r] = 1 / sqrt(sum_c (x[r,c] - mean[r])^2 / cols + 1e-5)

as torch.nn.functional.layer_norm over the last dimension; mean and rstd are float32 outputs kept
for the backward pass. Input (rows, cols) in floatX; accumulation in float32.

Build:  make                      (fp32, bf16 and fp16 programs; GPU_ARCH=sm_80 to override)
Run:    ./layernorm_forward K [block_size] [--rows R] [--cols C] [--csv] [--seed S] [--check] [--outliers]

kernel 1: one thread per row, the CPU loop ported                 ./layernorm_forward 1
kernel 2: three kernels: mean, rstd (block per row, shared-memory   ./layernorm_forward 2
          tree), normalize (thread per element)
kernel 3: one warp per row (cooperative groups), __restrict__,      ./layernorm_forward 3
          streaming cache hints
kernel 4: kernel 3 with mean and variance in one pass, shifted      ./layernorm_forward 4
          by a per-row pivot so large means do not cancel
kernel 5: one block per row, two-stage warp reduction               ./layernorm_forward 5
kernel 6: one warp per row, row in registers, 16-byte vectors with   ./layernorm_forward 6
          a scalar head/tail (any cols), persistent grid
kernel 7: one block, or a cluster of blocks (Hopper), per row, row   ./layernorm_forward 7
          in registers, 16-byte vectors
kernel 8: rows staged in shared memory by cp.async, the next row    ./layernorm_forward 8
          in flight while this one is computed; warp, block or
          cluster teams; any width that two stages of shared memory hold
kernel 9: kernels 6/7 with one warp, block or cluster per row and    ./layernorm_forward 9
          nothing else: no persistent loop, default cache policy
kernel 10: kernel 9 with the mean and variance from one pass and   ./layernorm_forward 10
          one paired reduction per row (shifted by a pivot, as 4)
kernel 11: a warp per row, its next rows in a ring of shared-memory ./layernorm_forward 11
          slots filled by the TMA (one bulk copy a row; sm_90);
          weight and bias in shared memory once a block
kernel 12: a block per row, the row streamed through shared memory ./layernorm_forward 12
          in chunks by the TMA, the next row's chunks loaded behind
          this one's output; merged moments, which no outlier spoils
          (sm_90; rows up to ~227 KB; slower than kernels 9-10)
kernel 13: a block per row, the row in registers and, past them,   ./layernorm_forward 13
          in shared memory (cp.async): wide rows without a cluster
kernel 14: two rows a warp: a half-warp (16 lanes) holds a 16-bit row ./layernorm_forward 14
          of at most 768 columns in registers, so each instruction
          serves two rows (narrow 16-bit rows)
kernel 15: dispatcher: picks the rung and launch shape for the shape ./layernorm_forward 15

Until the forty-seventh round the dispatcher was rung 14: comments and dev/NOTES.md entries from before then that cite
"forward 14" or "dispatcher 14" (and FORWARD14_* switches) mean the dispatcher, now rung 15 (FORWARD15_*).

File order: CPU reference -> kernels -> launchers -> variant table -> main.
*/
#include "common.h"
#include <cooperative_groups/reduce.h>

// ----------------------------------------------------------------------------------------------
// CPU reference: double accumulation, two passes (mean, then variance around it), OpenMP over rows.

static void layernorm_forward_cpu(double* out, double* mean, double* rstd, const float* inp, const float* weight,
                                  const float* bias, int rows, int cols) {
    #pragma omp parallel for schedule(static)
    for (int row = 0; row < rows; row++) {
        const float* x = inp + (size_t)row * cols;
        double sum = 0.0;
        for (int col = 0; col < cols; col++) sum += x[col];
        double row_mean = sum / cols;
        double sum_squares = 0.0;
        for (int col = 0; col < cols; col++) { double d = x[col] - row_mean; sum_squares += d * d; }
        double row_rstd = 1.0 / sqrt(sum_squares / cols + (double)LAYERNORM_EPS);
        double* y = out + (size_t)row * cols;
        for (int col = 0; col < cols; col++) y[col] = (x[col] - row_mean) * row_rstd * weight[col] + bias[col];
        mean[row] = row_mean;
        rstd[row] = row_rstd;
    }
}

// ----------------------------------------------------------------------------------------------
// Kernel 1: one thread per row.
// The idea: the CPU loop, with the outer loop over rows handed to threads. Each thread walks its
// row three times (sum, squared deviations, normalize), exactly as the reference does.
// Why it is slow: neighbouring threads read addresses `cols` elements apart, so a warp's 32 loads
// touch 32 different cache lines and almost all of each line is wasted until a later iteration
// maybe finds it still in cache; and only `rows` threads exist, too few to hide memory latency.
// Limits: one running float32 sum per row. Its partial sums grow to cols * |mean|, and once their
// ulp nears the size of an element (a row of 10^6 values near 100 sums to 10^8, ulp 8) each add
// rounds away part of the element, often in the same direction: the error stops being a random
// walk and the mean drifts (seen: 0.05 off at 1000003 bf16 columns). So rows over 65536 columns
// are skipped by name; the tree reductions of kernels 2-5 split such sums into short pieces.
__global__ void layernorm_forward_kernel1(floatX* out, float* mean, float* rstd, const floatX* inp,
                                          const floatX* weight, const floatX* bias, int rows, int cols) {
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= rows) return;
    const floatX* x = inp + (size_t)row * cols;
    float sum = 0.0f;
    for (int col = 0; col < cols; col++) sum += floatX_to_float(x[col]);
    float row_mean = sum / cols;
    float sum_squares = 0.0f;
    for (int col = 0; col < cols; col++) { float d = floatX_to_float(x[col]) - row_mean; sum_squares += d * d; }
    float row_rstd = rsqrtf(sum_squares / cols + LAYERNORM_EPS);
    floatX* y = out + (size_t)row * cols;
    for (int col = 0; col < cols; col++) {
        float normalized = (floatX_to_float(x[col]) - row_mean) * row_rstd;
        y[col] = float_to_floatX(normalized * floatX_to_float(weight[col]) + floatX_to_float(bias[col]));
    }
    mean[row] = row_mean;
    rstd[row] = row_rstd;
}

// ----------------------------------------------------------------------------------------------
// Kernel 2: three kernels, a block per row for the two reductions, a thread per element to normalize.
// What changed: the threads of a block now share one row. Thread t sums columns t, t+B, t+2B, ...
// (thread coarsening), so a warp reads 32 consecutive elements at once: coalesced. The block's
// partial sums then meet in shared memory and are halved step by step (a tree: B/2, B/4, ... 1
// threads add pairs, with a barrier between steps). The normalization gets one thread per element.
// Why faster: coalesced loads and rows * B threads instead of rows. What it still wastes: three
// launches, x read three times from memory, mean and rstd round-tripped through global memory, and
// log2(B) barriers per reduction.
// Limits: block size a power of two (the tree halves it); shared memory of block_size floats.
__global__ void layernorm_mean_kernel2(float* mean, const floatX* inp, int cols) {
    extern __shared__ float partial[];
    const floatX* x = inp + (size_t)blockIdx.x * cols;
    float sum = 0.0f;
    for (int col = threadIdx.x; col < cols; col += blockDim.x) sum += floatX_to_float(x[col]);
    partial[threadIdx.x] = sum;
    for (int stride = blockDim.x / 2; stride >= 1; stride /= 2) {
        __syncthreads();
        if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
    }
    if (threadIdx.x == 0) mean[blockIdx.x] = partial[0] / cols;
}

__global__ void layernorm_rstd_kernel2(float* rstd, const float* mean, const floatX* inp, int cols) {
    extern __shared__ float partial[];
    const floatX* x = inp + (size_t)blockIdx.x * cols;
    float row_mean = mean[blockIdx.x];
    float sum = 0.0f;
    for (int col = threadIdx.x; col < cols; col += blockDim.x) {
        float d = floatX_to_float(x[col]) - row_mean;
        sum += d * d;
    }
    partial[threadIdx.x] = sum;
    for (int stride = blockDim.x / 2; stride >= 1; stride /= 2) {
        __syncthreads();
        if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
    }
    if (threadIdx.x == 0) rstd[blockIdx.x] = rsqrtf(partial[0] / cols + LAYERNORM_EPS);
}

__global__ void layernorm_normalize_kernel2(floatX* out, const float* mean, const float* rstd, const floatX* inp,
                                            const floatX* weight, const floatX* bias, int rows, int cols) {
    size_t index = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (index >= (size_t)rows * cols) return;
    size_t row = index / cols;
    int col = (int)(index % cols);
    float normalized = (floatX_to_float(inp[index]) - mean[row]) * rstd[row];
    out[index] = float_to_floatX(normalized * floatX_to_float(weight[col]) + floatX_to_float(bias[col]));
}

// ----------------------------------------------------------------------------------------------
// Kernels 3 and 4 end alike: the warp reads x a last time (streaming: not needed again), writes the
// row's output and, from lane 0, its mean and rstd.
static __device__ __forceinline__ void warp_write_row(floatX* __restrict__ out, float* __restrict__ mean,
                                                      float* __restrict__ rstd, const floatX* __restrict__ x,
                                                      const floatX* __restrict__ weight, const floatX* __restrict__ bias,
                                                      int row, int cols, float row_mean, float row_rstd,
                                                      const cg::thread_block_tile<32>& warp) {
    floatX* y = out + (size_t)row * cols;
    for (int col = warp.thread_rank(); col < cols; col += warp.size()) {
        float normalized = (floatX_to_float(__ldcs(x + col)) - row_mean) * row_rstd;
        __stcs(y + col, float_to_floatX(normalized * floatX_to_float(weight[col]) + floatX_to_float(bias[col])));
    }
    if (warp.thread_rank() == 0) {
        __stcs(mean + row, row_mean);
        __stcs(rstd + row, row_rstd);
    }
}

// Kernel 3: one warp per row, through cooperative groups.
// What changed: a row belongs to one warp of 32 threads instead of a whole block. The reduction is
// cg::reduce over the warp, which compiles to five register shuffles (no shared memory, no
// barriers), and everything is one kernel again: mean, variance and output in one launch, with
// mean and rstd kept in registers. Pointers are __restrict__ (no aliasing, so loads may be
// reordered and cached), and the last read of x and the write of out use the streaming hints
// __ldcs/__stcs: data touched once should not push reusable lines (weight, bias) out of cache.
// Why faster: one launch, no block barriers, and x's three reads mostly hit L1/L2 for rows of a
// few KB. Limits: each lane loops over cols/32 elements, so very long rows leave few warps busy
// per row; x is still read three times (the second and third from cache when it fits).
__global__ void layernorm_forward_kernel3(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                                          const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                                          const floatX* __restrict__ bias, int rows, int cols) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
    if (row >= rows) return;
    const floatX* x = inp + (size_t)row * cols;

    float sum = 0.0f;
    for (int col = warp.thread_rank(); col < cols; col += warp.size()) sum += floatX_to_float(x[col]);
    float row_mean = cg::reduce(warp, sum, cg::plus<float>()) / cols;

    float sum_squares = 0.0f;
    for (int col = warp.thread_rank(); col < cols; col += warp.size()) {
        float d = floatX_to_float(x[col]) - row_mean;
        sum_squares += d * d;
    }
    float row_rstd = rsqrtf(cg::reduce(warp, sum_squares, cg::plus<float>()) / cols + LAYERNORM_EPS);

    warp_write_row(out, mean, rstd, x, weight, bias, row, cols, row_mean, row_rstd, warp);
}

// ----------------------------------------------------------------------------------------------
// Kernel 4: kernel 3 with mean and variance from one pass over x.
// What changed: Var[x] = E[x^2] - E[x]^2 lets one loop gather sum(x) and sum(x^2) together, and
// the two warp reductions run back to back; x is read twice instead of three times.
// The trap, and the fix: in float32 that textbook formula cancels catastrophically when the mean
// is large beside the spread. A row at mean 100 and std 1 has E[x^2] ~ 10001 and E[x]^2 ~ 10000:
// the variance is the 5th significant digit of two numbers that each carry about 7, so after a
// sum of hundreds of rounded terms little of it is left (it can even come out negative, and rstd
// NaN). Variance does not change when every x is shifted by the same constant, so we shift by a
// pivot K, the row's first element: with d = x - K,
//      mean = K + E[d],     var = E[d^2] - E[d]^2,
// and now E[d]^2 is about (mean - K)^2, the size of the variance itself, not 10^4 times it:
// nothing large cancels. (Any value near the mean works; x[0] is free and exact, but only near the
// mean if it is no outlier: kernels 11 and 12 show the fix, merged moments.) We still clamp
// var at 0 against the last rounding. The lab's large-mean rows fail the unshifted formula.
// Why faster: one fewer pass over x and one fewer dependency between reductions.
// Limits: as kernel 3.
__global__ void layernorm_forward_kernel4(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                                          const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                                          const floatX* __restrict__ bias, int rows, int cols) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
    if (row >= rows) return;
    const floatX* x = inp + (size_t)row * cols;

    float pivot = floatX_to_float(x[0]);
    float sum = 0.0f, sum_squares = 0.0f;
    for (int col = warp.thread_rank(); col < cols; col += warp.size()) {
        float d = floatX_to_float(x[col]) - pivot;
        sum += d;
        sum_squares += d * d;
    }
    float mean_shifted = cg::reduce(warp, sum, cg::plus<float>()) / cols;
    float var = cg::reduce(warp, sum_squares, cg::plus<float>()) / cols - mean_shifted * mean_shifted;
    float row_mean = pivot + mean_shifted;
    float row_rstd = rsqrtf(fmaxf(var, 0.0f) + LAYERNORM_EPS);

    warp_write_row(out, mean, rstd, x, weight, bias, row, cols, row_mean, row_rstd, warp);
}

// ----------------------------------------------------------------------------------------------
// Kernel 5: one block per row, two-stage warp reduction.
// What changed: a row gets a whole block again (as kernel 2's reductions), but the block reduction
// is now two warp-shuffle stages instead of a shared-memory tree: each warp reduces its 32 lanes
// by shuffles, lane 0 writes one partial per warp to shared memory, and after a single barrier the
// partials (at most 32) are reduced by shuffles again (block_sum2 in common.h, which carries the
// pivot-shifted pair of kernel 4 through one reduction). Two barriers in all instead of kernel 2's
// 2 * log2(B); x is read twice, the second time usually from L1/L2.
// Why faster: a long row is split across up to 1024 threads instead of 32, so there are many more
// loads in flight per row; with 8192 rows there are still plenty of blocks to fill the GPU.
// Limits: block size a multiple of 32 (all our sizes are); when cols < block size, most threads
// idle; x is read twice and with scalar (2- or 4-byte) loads.
__global__ void layernorm_forward_kernel5(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                                          const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                                          const floatX* __restrict__ bias, int cols) {
    __shared__ float2 shared[WARP_SIZE];
    const int row = blockIdx.x;
    const floatX* x = inp + (size_t)row * cols;

    float pivot = floatX_to_float(x[0]);
    float sum = 0.0f, sum_squares = 0.0f;
    for (int col = threadIdx.x; col < cols; col += blockDim.x) {
        float d = floatX_to_float(x[col]) - pivot;
        sum += d;
        sum_squares += d * d;
    }
    float2 sums = block_sum2(make_float2(sum, sum_squares), shared);   // both sums in one reduction
    float mean_shifted = sums.x / cols;
    float var = sums.y / cols - mean_shifted * mean_shifted;
    float row_mean = pivot + mean_shifted;
    float row_rstd = rsqrtf(fmaxf(var, 0.0f) + LAYERNORM_EPS);

    floatX* y = out + (size_t)row * cols;
    for (int col = threadIdx.x; col < cols; col += blockDim.x) {
        float normalized = (floatX_to_float(__ldcs(x + col)) - row_mean) * row_rstd;
        __stcs(y + col, float_to_floatX(normalized * floatX_to_float(weight[col]) + floatX_to_float(bias[col])));
    }
    if (threadIdx.x == 0) {
        mean[row] = row_mean;
        rstd[row] = row_rstd;
    }
}

// ----------------------------------------------------------------------------------------------
// Kernels 6 and 7 share one piece: a row held in registers and moved in 16-byte vectors.
//
// The floor. LayerNorm is memory-bound: per element it does ~10 flops against 2*sizeof(floatX)
// bytes (x in, out back), 1.25-2.5 flops a byte, while an H100 (~3 TB/s, ~60 TFLOP/s fp32 by the
// datasheet) can do ~20 a byte: it runs out of bandwidth about 10x before it runs out of arithmetic. The fastest possible kernel reads x once and writes out once,
// which is exactly what a device copy of the same bytes does; that copy is our ceiling.
//
// What every earlier rung gives away, and what this piece takes back:
//   - x read two or three times: here each thread loads its slice of the row into registers once
//     and computes mean, the exact two-pass variance (sum of (x - mean)^2, nothing cancels) and
//     the output from those registers;
//   - 2- or 4-byte accesses: here 16-byte Packs (LDG.E.128 / STG.E.128), 4 floats or 8 bf16 per
//     instruction, so fewer instructions keep more bytes in flight;
//   - alignment: a Pack must sit on a 16-byte boundary. When cols is not a multiple of PACK_SIZE a
//     row starts misaligned, so split_row (common.h) peels a scalar head up to the boundary and a
//     scalar tail after the last whole Pack: any cols works, and aligned widths have neither.
//     weight and bias line up with x's Packs only when the head is empty; otherwise they are read
//     element by element, from L1 (they are tiny and read by every row).
//   - all loads of a thread are issued before the first one is used, so each warp has up to
//     PACKS * 16 bytes per thread in flight: that, times enough warps, is what hides DRAM latency.
// x is read with the streaming hint (ld.global.cs) and out written with st.global.cs: neither is
// touched again, so they should not evict weight and bias, which every row reuses from cache.
//
// SCOPE (common.h) says which threads share a row and how their partial sums meet: a warp, a
// block, or a thread-block cluster of several SMs; `rank` is the thread's place among the
// `threads` sharing the row.
//
// At most 32 elements of row data per thread (8 Packs of fp32, 4 of bf16/fp16): with the float
// arithmetic around them that is about what a 1024-thread block's cap of 64 registers holds (seen:
// 8 bf16 Packs spilled 1.2 KB per thread and ran at a third of the speed; 4 bf16 Packs spill 8-12
// bytes, which costs nothing measurable). Kernel 7 keeps 1024-thread blocks: capping it at 512 to
// avoid those bytes sent wide rows to clusters and cost up to half the speed (dev/NOTES.md).
#define MAX_PACKS_PER_THREAD (32 / PACK_SIZE)

// A row's split where every row of the launch is aligned and whole Packs (the ALIGNED instances, below).
static __device__ __forceinline__ RowSplit aligned_row_split(int cols) {
    RowSplit split;
    split.head = 0;
    split.body_packs = (int)((unsigned)cols / PACK_SIZE);
    split.tail = 0;
    return split;
}

// FORWARD_ALIGNED_INSTANCES (1 since the sixtieth round; -D0 for the plain instances only): kernels 9 and 10 get
// instances of 1, 2 and 4 Packs a thread for launches whose rows are all aligned (SHIFT_WB_ALIGNED: cols a multiple of
// PACK_SIZE, which the launcher's pointers then make every row), and the launcher takes them there
// (one_team_packs_row). The plain instances work out each row's head, tail and edges at run time: in kernel 10's bf16
// 2-Pack block instance (local cuobjdump) about 60 of a thread's ~440 instructions go to the row's split, the edge
// loads and selects and the branches around them, which an aligned row never uses. Their statistics pass takes the
// shift once a Pack at 4 Packs too (add_shifted_sums' comment; 28 fewer selects a thread in kernel 10's bf16 4-Pack
// block instance, local ptxas). For the H200, where the 16-bit forward is issue-bound (dev/NOTES.md [A59]). Measured
// there with FORWARD_TEAM_BLOCK_ALONE and FORWARD_FIRST_SUM_FRESH (below), the dispatcher in turn against the tree
// without the three (results/dev-h200-2026-11-28/round59/b/turn-deltas.txt, % of the copy): bf16 4096 x 4096 88.8 ->
// 93.2, 4096 x 8192 86.8 -> 93.3, 8192 x 8192 88.6 -> 95.4, 32768 x 4096 90.9 -> 96.2, 4096 x 16384 83.3 -> 88.6, 4096
// x 4097 80.6 -> 83.2; fp16 4096 x 4096 88.5 -> 92.9, 4096 x 16384 84.0 -> 89.5; 4096 x 1024 (kernel 6) within 0.3.
// FORWARD_FIRST_SUM_FRESH alone moved none by more than 0.9.
#ifndef FORWARD_ALIGNED_INSTANCES
#define FORWARD_ALIGNED_INSTANCES 1
#endif
#define SHIFT_WB_ALIGNED 2   // kernels 9 and 10's SHIFT_WB of an ALIGNED instance (0: plain, 1: shifting)
// The SHIFT_WB an aligned row's instance has: SHIFT_WB_ALIGNED, but for two that the H200's ptxas spilled
// (results/dev-h200-2026-11-28/round59/b/sass.txt), which keep the plain instance: a warp's (kernel 9's bf16 2-Pack
// one, 4 LDL/STL) and fp32's 4-Pack ones (kernel 9's block instance 8 LDL/STL, kernel 10's 4).
#define ALIGNED_SHIFT_WB(PACKS, SCOPE) \
    ((SCOPE) != SCOPE_WARP && ((PACKS) < 4 || (int)sizeof(floatX) == 2) ? SHIFT_WB_ALIGNED : 0)

// FORWARD_FIRST_SUM_FRESH (1 since the sixtieth round; -D0: the barrier back): kernels 9, 10 and 13 run one row a team,
// so their first reduction is the first use of its shared workspace, and block_sum2's first barrier (there so that a
// later call does not overwrite partials a slow warp still reads) guards nothing. ptxas places that barrier before the
// row's loads (kernel 10's bf16 2-Pack block instance: BAR.SYNC its 42nd instruction, every LDG of the row after it),
// so no warp of a block asks for its Packs until every warp of the block has started. With the switch the loads go
// first. For the H200 (dev/NOTES.md [A59]). Measured there alone, the dispatcher in turn: within 0.9 % of the copy at
// 16 cells (results/dev-h200-2026-11-28/round59/b/turn-deltas.txt); kept with FORWARD_ALIGNED_INSTANCES, measured with
// it.
#ifndef FORWARD_FIRST_SUM_FRESH
#define FORWARD_FIRST_SUM_FRESH 1
#endif

// The scalars of a row outside its whole Packs (split_row): thread `rank` holds at most two, one
// of the head (col = rank) and one of the tail (second_col = tail_start + rank).
typedef struct { int col, has, second_col, has_second; } RowEdges;

static __device__ __forceinline__ RowEdges row_edges(RowSplit split, int rank) {
    const int tail_start = split.head + split.body_packs * PACK_SIZE;
    RowEdges edges;
    edges.col = rank < split.head ? rank : tail_start + rank;
    edges.has = rank < split.head || rank < split.tail;
    edges.has_second = rank < split.head && rank < split.tail;    // both a head and a tail scalar
    edges.second_col = tail_start + rank;
    return edges;
}

// from_word: pack_value's (common.h): RUNG_FROM_WORD in the register rungs' passes, 0 elsewhere. The second pass
// converts its Pack again once row_mean is known (pack_after).
static __device__ __forceinline__ float pack_sum(Pack pack, int from_word) {
    float sum = 0.0f;
    #pragma unroll
    for (int j = 0; j < PACK_SIZE; j++) sum += pack_value(&pack, j, from_word);
    return sum;
}
static __device__ __forceinline__ float pack_squared_deviations(Pack pack, float row_mean, int from_word) {
    float sum = 0.0f;
    pack = pack_after(pack, row_mean, from_word);
    #pragma unroll
    for (int j = 0; j < PACK_SIZE; j++) { float d = pack_value(&pack, j, from_word) - row_mean; sum += d * d; }
    return sum;
}

// The PACK_SIZE elements that start `offset` elements (0 < offset < PACK_SIZE) into `low`, running on into
// `high` (the Pack after it in memory): shifted by whole 32-bit words in two select steps, then by half a
// word where the shift is an odd count of 16-bit elements. About 15 selects and shifts, no memory, where
// `offset` is known at run time only; with it a compile-time constant they fold (FORWARD_SHIFT_BY_HEAD). Host
// and device: dev/test_forward_reference checks it for every offset in every dtype.
static __host__ __device__ __forceinline__ Pack shift_packs(Pack low, Pack high, int offset) {
    unsigned int words[8];
    memcpy(words, &low, 16);
    memcpy(words + 4, &high, 16);
    const int byte_shift = offset * (int)sizeof(floatX), word_shift = byte_shift / 4;
    unsigned int by_two[6], by_one[5], out[4];
    for (int i = 0; i < 6; i++) by_two[i] = word_shift & 2 ? words[i + 2] : words[i];
    for (int i = 0; i < 5; i++) by_one[i] = word_shift & 1 ? by_two[i + 1] : by_two[i];
    for (int i = 0; i < 4; i++) out[i] = byte_shift % 4 ? (by_one[i] >> 16) | (by_one[i + 1] << 16) : by_one[i];
    Pack result;
    memcpy(&result, out, 16);
    return result;
}

// The PACK_SIZE elements of `array` (16-byte aligned) from element `start`, not a multiple of PACK_SIZE: the
// two aligned Packs that hold them, read whole (two 16-byte loads where element by element it is PACK_SIZE
// loads), then shift_packs. The caller makes sure the second Pack lies in the array: start - start %
// PACK_SIZE + 2 * PACK_SIZE <= length.
// offset: start % PACK_SIZE, which the caller knows (the row's head); where it is a compile-time constant
// (FORWARD_SHIFT_BY_HEAD, below) shift_packs folds to register moves or 4 funnel shifts.
static __device__ __forceinline__ Pack load_shifted_pack(const floatX* array, int start, int offset) {
    return shift_packs(load_pack(array + start - offset), load_pack(array + start - offset + PACK_SIZE), offset);
}

// FORWARD_NORMALIZE_FMA (-D1 to try; off): in 16-bit the normalize's (x - mean) * rstd becomes one FMA,
// x * rstd + shift with shift = -mean * rstd (the same for the whole row: ptxas computes it once), one instruction an
// element fewer of the ~11 a 16-bit element costs in kernels 9 and 10, which are issue-bound on the H200 (dev/NOTES.md
// [A59]). Its rounding: x * rstd and shift each round by half an ulp of about |mean| / std, so a row at mean 100 and
// spread 1 loses about 2^-24 x 100 of an output, far inside the tolerance (common.h: its scale holds the row's
// max|x| / std) and far under a 16-bit ulp (dev/test_forward_reference emulates it on the lab's rows and on
// outlier-first rows: accepted). fp32 stays with the subtraction: half the elements a byte, it is not issue-bound,
// and its output keeps those digits. normalize_pack, normalize_aligned_packs, normalize_scalar and kernel 14 take it:
// every rung from 6 to 14. Measured on the H200 (sixty-first round, results/dev-h200-2026-11-28/round60/d, in turn with
// the tree, twice): -0.5..+1.2 points at 10 of 12 cells a dtype but -2.9 / -2.0 (bf16 / fp16) at 8192 x 1024, so it
// stays off. Its build's rung 11 alone failed --outliers at 16-bit 4096 x 4096 and 5 x 16384, but so does the tree's,
// with the same errors to the digit (round61/c: rung 11's bare pivot, the README's known weakness; rung 15 passes).
#ifndef FORWARD_NORMALIZE_FMA
#define FORWARD_NORMALIZE_FMA 0
#endif
static __device__ __forceinline__ float normalized_value(float x, float row_mean, float row_rstd) {
    if (FORWARD_NORMALIZE_FMA && sizeof(floatX) == 2) return fmaf(x, row_rstd, -row_mean * row_rstd);
    return (x - row_mean) * row_rstd;
}

// out = (x - mean) * rstd * weight + bias for the Pack of x at column `col` of row y; `head`: the row's head
// (split_row; 0 where the row is aligned), so col % PACK_SIZE for every Pack of the row. weight and
// bias line up with x's Packs only when the row has no head; otherwise they are read element by
// element (from L1: every row reads them), or, with SHIFT_WB in 16-bit types, as two aligned Packs
// each shifted into place (load_shifted_pack; the row's last Pack, whose second aligned Pack may lie
// past the end of weight, still element by element). fp32 never shifts (4 loads a Pack; its 8-Pack
// instances spilled with the shift).
// The fourteenth round's measurements: element by element in 16-bit (8 loads a Pack) makes the forward
// L1-bound where rows have a head: Nsight Compute, fp16 dispatcher at 4096 x 4097, 1,079,296 global
// load instructions against 262,144 at 4096 x 4096, L1/TEX 88.9% busy against 47.9
// (round13/ncu-63b13ef/); shifted, 399,360 and 42.3% (round14/ncu-9ad0d95/). Kernel 9 at 128 threads
// (4 Packs), rows 4096 / 8192 / 32768 x 4097: bf16 81.6 / 86.9 / 93.3 -> 86.6 / 91.3 / 97.7% of the
// copy, fp16 82.0 / 88.9 / 94.5 -> 87.0 / 91.9 / 98.0 (round14/raw-first-9ad0d95.csv). But the same
// instances then ran aligned rows, which never take the branch, 1-3.5 points slower (the dispatcher,
// twice each: fp16 8192 x 32768 96.5 -> 93.0, 4096 x 1024 97.9 -> 95.1, bf16 32768 x 12288 95.5 ->
// 93.6; round14/raw-ab-ffc32eb.csv), and the 1- and 2-Pack ones lost occupancy (fp16 kernel 9, 2 Packs
// in a block: 32 -> 42 registers, 8 blocks of 256 threads an SM -> 5; the dispatcher at fp16 4096
// columns 95.0 / 97.1 / 98.7 -> 87.5 / 89.6 / 91.9, evidence-h100-2026-11-23-68d6f1c). 33 of the 36
// target widths are aligned, so the shift is an instance's choice (SHIFT_WB): kernels 9 and 10 have
// 4-Pack instances of their own for rows with a head, which shift (their launcher, below; the default since
// the fifteenth round: the dispatcher at rows 4096 x 1031 / 4097 / 8191 / 12289, bf16 76.6 / 82.2 / 84.9 /
// 75.1 -> 85.0 / 86.1 / 87.8 / 80.3 % of the copy, fp16 76.6 / 81.9 / 87.2 / 77.3 -> 85.6 / 86.9 / 91.3 /
// 82.1; round15/raw-shifted-50d69d7.csv); kernels 6 and 7 and the other instances do not; kernel 8 does
// (fp16 4097: 61.8 -> 63.3, 1031: 74.5 -> 79.0).
// STREAMING: 1 stores with the evict-first hint (st.global.cs), 0 with the default policy. from_word: how x, w and
// b become floats (pack_value, common.h: CONVERT_FROM_WORD_PINNED in kernel 11, RUNG_FROM_WORD in the register
// rungs, whose weight and bias are then built as words where the row has a head too).
template <int STREAMING, int SHIFT_WB>
static __device__ __forceinline__ void normalize_pack(floatX* __restrict__ y, const floatX* __restrict__ weight,
                                                      const floatX* __restrict__ bias, int col, int cols, int head,
                                                      Pack x, float row_mean, float row_rstd, int from_word) {
    Pack w, b, result;
    x = pack_after(x, row_mean, from_word);   // converted again, not from an earlier pass's floats (common.h)
    if (head == 0) { w = load_pack(weight + col); b = load_pack(bias + col); }
    else if (SHIFT_WB && sizeof(floatX) == 2 && col - head + 2 * PACK_SIZE <= cols) {
        w = load_shifted_pack(weight, col, head);
        b = load_shifted_pack(bias, col, head);
#if defined(ENABLE_BF16) || defined(ENABLE_FP16)
    } else if (from_word == CONVERT_FROM_WORD) {   // as words, as the aligned loads give them (kernels 6 and 9's comments)
        unsigned int w_words[4], b_words[4];
        const unsigned short* w16 = (const unsigned short*)(weight + col);
        const unsigned short* b16 = (const unsigned short*)(bias + col);
        #pragma unroll
        for (int i = 0; i < 4; i++) {
            w_words[i] = w16[2 * i] | ((unsigned int)w16[2 * i + 1] << 16);
            b_words[i] = b16[2 * i] | ((unsigned int)b16[2 * i + 1] << 16);
        }
        memcpy(&w, w_words, 16);
        memcpy(&b, b_words, 16);
#endif
    } else {
        #pragma unroll
        for (int j = 0; j < PACK_SIZE; j++) { w.v[j] = weight[col + j]; b.v[j] = bias[col + j]; }
    }
    #pragma unroll
    for (int j = 0; j < PACK_SIZE; j++) {
        float normalized = normalized_value(pack_value(&x, j, from_word), row_mean, row_rstd);
        result.v[j] = float_to_floatX(normalized * pack_value(&w, j, from_word) + pack_value(&b, j, from_word));
    }
    if (STREAMING) store_pack_cs(y + col, result);
    else store_pack(y + col, result);
}

// FORWARD_WB_GROUP (since the twenty-ninth round): kernel 13's staged Packs, in a row with no head (every aligned
// width), load the weight and bias of FORWARD_WB_GROUP Packs together, then normalize and store them. normalize_pack,
// called a Pack at a time under a branch (the Pack may lie past the row), makes ptxas issue each Pack's two loads
// only after the previous Pack's store (SASS of kernel 9's fp32 8-Pack block instance: BRA, LDG.E.128 w, LDG.E.128
// b, STG.E.128, eight times over): a round trip to where weight and bias live for every Pack, with every warp of the
// block in that phase at once. Where they fit L1 (fp32 rows to 16384 columns, 16-bit to 32768) a round trip is short;
// past that each goes to L2, one for every staged Pack of rung 13 (up to 28 a row). The forward's memory pattern alone
// (dev/probe_forward_pattern: loads, two block reductions, stores) runs 99 % of the copy where every rung ran 86-93.
// Measured, the dispatcher against the round's start in one job (round29/raw-final-6f6a73c.csv, rows 4096 / 8192):
// fp16 65536 columns 89.1 / 88.4 -> 94.0 / 95.2 % of the copy, bf16 89.6 / 88.7 -> 89.8 / 91.3, but 16-bit 40960
// -0.8..-1.6; fp32 with FORWARD13_REGISTER_PACKS (below). The register Packs keep normalize_pack: grouped too (an A/B
// switch until the thirty-first round) they spilled in the fp32 8-Pack and bf16 4-Pack instances, and a group of 4
// spills in rung 13. FORWARD_WB_GROUP=0 (-D): a Pack at a time, as before.
#ifndef FORWARD_WB_GROUP
#define FORWARD_WB_GROUP 2
#endif
#define WB_GROUP_OF(PACKS) ((PACKS) < FORWARD_WB_GROUP ? (PACKS) : FORWARD_WB_GROUP > 0 ? FORWARD_WB_GROUP : 1)
// FORWARD_WB_PREFETCH (since the thirtieth round): in kernel 13's rows with no head (the rows it stages), the normalize
// phase asks L1 for the weight and bias of the Pack FORWARD_WB_PREFETCH Packs ahead of the one it normalizes
// (prefetch.L1 holds no register, so unlike a wider FORWARD_WB_GROUP it cannot spill): the register Packs, which keep
// normalize_pack's one round trip a Pack, find theirs in flight or landed. Where: kernel 13 only (staged_slots > 0;
// the other kernels pass 0, and their code is unchanged), 2 Packs ahead, in 16-bit, and in fp32 where a block of 1024
// threads holds the SM alone. Measured (results/dev-h100-2026-11-25/round30/, % of the copy at rows 4096 / 8192):
//  - every register rung prefetching, 1, 2 or 4 ahead (raw-prefetch-bb10693.csv): rung 13's rows gain, fp32 65536
//    columns 90.8 / 91.4 -> 94.0 / 95.1 at 2 (1 and 4 alike), bf16 65536 89.7 / 91.4 -> 92.0 / 93.4; where weight and
//    bias stay in L1 (kernel 9) the prefetches only crowd it: bf16 8192 x 16384 98.9 -> 93.4, fp16 8192 x 32768 96.3
//    -> 88.1, fp32 4096 x 20480 94.5 -> 79.0.
//  - kernel 13 alone, fp32 and bf16 at every block size (raw-check-47e2345.csv): fp32 32768 (512 threads, two blocks
//    an SM) 96.2 / 97.7 -> 95.5 / 96.5 (-1.0 / -1.1 in the first job), bf16 40960 -0.9 / -0.7, and fp16 65536 with it
//    94.1 / 95.3 -> 93.4 / 94.6: hence fp32 at 1024 threads only, and fp16 not at all. Why bf16 gains with two blocks
//    an SM where fp32 loses is not known.
//  - as committed (raw-fp32-8042f8d.csv, rows 4096 / 8192 / 32768): fp32 65536 90.7 / 91.8 / 92.2 -> 94.1 / 95.3 /
//    96.4, bf16 65536 at 32768 rows 92.9 -> 94.1; fp32 32768, which no longer prefetches, 96.3 / 97.6 / 98.7 -> 95.4 /
//    97.3 / 98.5 (the instance's code moved, or spread); 40960 even. -D to try others.
//  - since the fiftieth round fp16 too, with rung 13's checked pivot (FORWARD13_STATS, at kernel 13): there it gains,
//    where with two passes it lost. fp16 builds in turn, twice (results/dev-h100-2026-11-27/round50/b/mean.txt; two
//    passes without it -> the checked pivot without it -> the checked pivot with it): 4096 x 49152 93.0 -> 91.0 -> 94.3,
//    4096 x 65536 94.0 -> 87.1 -> 94.8, 8192 x 65536 95.2 -> 88.6 -> 96.0 % of the copy.
#ifndef FORWARD_WB_PREFETCH
#define FORWARD_WB_PREFETCH 2
#endif
static __device__ __forceinline__ void prefetch_weight_bias(const floatX* weight, const floatX* bias, int pack,
                                                            int body_packs) {
    if (pack < body_packs) {
        asm volatile("prefetch.L1 [%0];" ::"l"(weight + (size_t)pack * PACK_SIZE));
        asm volatile("prefetch.L1 [%0];" ::"l"(bias + (size_t)pack * PACK_SIZE));
    }
}
// x[0 .. GROUP-1] are the thread's Packs first, first + 1, ... (Pack rank + k * threads of the row), of which the first
// `count` exist; each is stored if it lies in the row. Its arithmetic is normalize_pack's last loop written again on
// purpose: moved into a helper both call, it changed ptxas's code for the 16-bit rows with a head (twenty-ninth round;
// tried again in the thirty-first, with the Packs passed by value: kernel 13's PTX changed in every dtype).
template <int GROUP, int STREAMING>
static __device__ __forceinline__ void normalize_aligned_packs(floatX* __restrict__ y, const floatX* __restrict__ weight,
                                                              const floatX* __restrict__ bias, const Pack* x, int first,
                                                              int count, int rank, int threads, int body_packs,
                                                              float row_mean, float row_rstd, int from_word) {
    Pack w[GROUP], b[GROUP];
    #pragma unroll
    for (int g = 0; g < GROUP; g++) {
        const int pack = rank + (first + g) * threads;
        w[g] = b[g] = zero_pack();
        if (g < count && pack < body_packs) {
            w[g] = load_pack(weight + pack * PACK_SIZE);
            b[g] = load_pack(bias + pack * PACK_SIZE);
        }
    }
    #pragma unroll
    for (int g = 0; g < GROUP; g++) {
        const int pack = rank + (first + g) * threads;
        if (g >= count || pack >= body_packs) continue;
        const Pack value = pack_after(x[g], row_mean, from_word);
        Pack result;
        #pragma unroll
        for (int j = 0; j < PACK_SIZE; j++) {
            float normalized = normalized_value(pack_value(&value, j, from_word), row_mean, row_rstd);
            result.v[j] = float_to_floatX(normalized * pack_value(&w[g], j, from_word) + pack_value(&b[g], j, from_word));
        }
        if (STREAMING) store_pack_cs(y + pack * PACK_SIZE, result);
        else store_pack(y + pack * PACK_SIZE, result);
    }
}

static __device__ __forceinline__ void normalize_scalar(floatX* __restrict__ y, const floatX* __restrict__ weight,
                                                        const floatX* __restrict__ bias, int col, float x,
                                                        float row_mean, float row_rstd) {
    y[col] = float_to_floatX(normalized_value(x, row_mean, row_rstd) * floatX_to_float(weight[col]) +
                             floatX_to_float(bias[col]));
}

// The shifted sums of one Pack for kernel 10's one-pass statistics: d = x - pivot, adds d and d * d.
// `present` 0: the Pack is not in the row and adds zeros (a select, not a branch: see
// layernorm_row_in_registers). from_word: pack_value's (common.h; normalize_pack says where it is not 0).
// In fp16 nvcc builds that select, an element at a time, as a branch around the element's conversion. The block
// instances of 1 and 2 Packs (kernel 10's shifting ones since the fifty-fourth round, every one since the fifty-fifth;
// kernel 13's share the code) therefore pass present 1 and a pivot of 0 for an absent Pack instead, since such a Pack
// is zeros. That is one select a Pack and the same sums, bit for bit. With it, fp16's 1- and 2-Pack instances of
// kernel 10 fit 32 registers without spilling (FORWARD10_MIN_BLOCKS, above kernel 10). At 4 Packs the per-Pack form
// did not pay: fp16 rung 13 at 4096 x 65536 ran 95.4 -> 95.0 % of the copy with it (dev/NOTES.md [C54], [G54]).
static __device__ __forceinline__ void add_shifted_sums(float2* sums, Pack pack, float pivot, int present,
                                                        int from_word) {
    #pragma unroll
    for (int j = 0; j < PACK_SIZE; j++) {
        const float d = present ? pack_value(&pack, j, from_word) - pivot : 0.0f;
        sums->x += d;
        sums->y += d * d;
    }
}

// A block team's row: this_team (common.h) divides blockIdx.x by the cluster size, a run-time value, so every thread
// of every block-per-row instance of kernels 7-10 spends an integer division (about 20 instructions, on the uniform
// datapath but through the same issue slots) on its row. This program launches a block team only with a cluster size
// of 1 (launch_forward7, launch_forward8, launch_one_team_per_row), so FORWARD_TEAM_BLOCK_ALONE (1 since the sixtieth
// round; -D0: the division back) gives those instances the constant 1. For the H200 (dev/NOTES.md [A59]); measured with
// FORWARD_ALIGNED_INSTANCES (above). Kernels 9 and 10's plain instances (SHIFT_WB 0) keep the division: with the
// constant the H200's ptxas spilled kernel 10's bf16 2-Pack block instance (2 LDL/STL) and split fp32 8-Pack's row
// loads around the first reduction (round59/b/sass.txt); with aligned instances the dispatcher sends them only the
// rows of more than 4 Packs a thread.
#ifndef FORWARD_TEAM_BLOCK_ALONE
#define FORWARD_TEAM_BLOCK_ALONE 1
#endif
#define FORWARD_TEAM_CLUSTER_SIZE(SCOPE, cluster_size) \
    (FORWARD_TEAM_BLOCK_ALONE && (SCOPE) == SCOPE_BLOCK ? 1 : (cluster_size))

// The row's mean and rstd from the row-wide sums of d = x - pivot (.x) and of d * d (.y) (kernels
// 10 and 11): mean = pivot + E[d], variance = E[d^2] - E[d]^2, kept from going below 0 by rounding.
static __device__ __forceinline__ void shifted_mean_rstd(float2 sums, float pivot, int cols, float* row_mean,
                                                         float* row_rstd) {
    const float mean_shifted = sums.x / cols;
    *row_mean = pivot + mean_shifted;
    *row_rstd = rsqrtf(fmaxf(sums.y / cols - mean_shifted * mean_shifted, 0.0f) + LAYERNORM_EPS);
}

// Merged moments: one pass that no single value can spoil. The one-pass statistics above shift every
// value by one pivot, the row's first; when that value is an outlier (an activation channel far out
// from the rest, as LLMs' "massive activations" are), E[d]^2 is about (x[0] - mean)^2 and the
// cancellation returns, by about (x[0] - mean)^2 / variance: a float32 emulation of a warp's lanes
// misses the lab's fp32 tolerance at 100 sigma at every width, and 16-bit ones at 65536 columns
// (dev/NOTES.md, "Tenth round"). Shifting each lane by its own first value is not enough: the lane
// whose pivot is the outlier loses about (its count) * epsilon of its M2, and a lane holds thousands
// of values of a long row (rstd 1e-4 off at 65536 columns, in emulation). So the pivot is each Pack's
// own first value: a Pack's 4 or 8 values become moments (count, mean, and M2 = the sum of squared
// deviations from that mean; an outlier pivot costs at most PACK_SIZE * epsilon of one Pack's M2),
// and moments are merged pairwise (Chan, Golub and LeVeque): n = na + nb, delta = mean_b - mean_a,
// mean = mean_a + delta * nb / n, M2 = M2a + M2b + delta^2 * na * nb / n. Every term of M2 is
// positive, so nothing cancels; the price is one merge (a division and a few multiply-adds) a Pack.
// __host__ too: the CPU tests run this exact arithmetic.
typedef struct { float count, mean, m2; } Moments;

static __host__ __device__ __forceinline__ Moments moments_from_shifted_sums(float count, float pivot, float sum,
                                                                          float sum_squares) {
    Moments moments = {count, 0.0f, 0.0f};
    if (count > 0.0f) {
        const float mean_shifted = sum / count;
        moments.mean = pivot + mean_shifted;
        moments.m2 = fmaxf(sum_squares - sum * mean_shifted, 0.0f);
    }
    return moments;
}

// `low` and `high` in a fixed order (the lower lane's first), so that both lanes of a shuffle pair,
// merging the same two, get the same bits.
static __host__ __device__ __forceinline__ Moments merge_moments(Moments low, Moments high) {
    const float count = low.count + high.count;
    if (count == 0.0f) return low;
#if defined(MOMENTS_FAST_DIVIDE) && defined(__CUDA_ARCH__)
    const float delta = high.mean - low.mean, high_share = __fdividef(high.count, count);   // -D experiment
#else
    const float delta = high.mean - low.mean, high_share = high.count / count;
#endif
    Moments merged;
    merged.count = count;
    merged.mean = low.mean + delta * high_share;
    merged.m2 = low.m2 + high.m2 + delta * delta * low.count * high_share;
    return merged;
}

// Merges one Pack's moments (about its own first value) into a thread's running moments.
static __host__ __device__ __forceinline__ void add_pack_moments(Moments* moments, Pack pack) {
    const float pivot = floatX_to_float(pack.v[0]);
    float sum = 0.0f, sum_squares = 0.0f;
    for (int j = 1; j < PACK_SIZE; j++) {   // a constant count: unrolled without a pragma (which host compilers warn of)
        const float d = floatX_to_float(pack.v[j]) - pivot;
        sum += d;
        sum_squares += d * d;
    }
    *moments = merge_moments(*moments, moments_from_shifted_sums((float)PACK_SIZE, pivot, sum, sum_squares));
}

static __host__ __device__ __forceinline__ float rstd_of_moments(Moments moments) {
#ifdef __CUDA_ARCH__
    return rsqrtf(moments.m2 / moments.count + LAYERNORM_EPS);
#else
    return 1.0f / sqrtf(moments.m2 / moments.count + LAYERNORM_EPS);
#endif
}

// Every lane of the warp gets the warp's merged moments (a butterfly; each pair merges in lane order).
static __device__ __forceinline__ Moments warp_merge_moments(Moments moments) {
    const int lane = threadIdx.x % WARP_SIZE;
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        Moments other;
        other.count = __shfl_xor_sync(0xffffffffu, moments.count, offset);
        other.mean = __shfl_xor_sync(0xffffffffu, moments.mean, offset);
        other.m2 = __shfl_xor_sync(0xffffffffu, moments.m2, offset);
        moments = lane & offset ? merge_moments(other, moments) : merge_moments(moments, other);
    }
    return moments;
}

// Every thread of the block gets the block's merged moments: block_sum2's two stages (warps, then the
// warps' results, read by every warp from shared memory), with the same two barriers. Needs blockDim.x
// a multiple of 32 and every thread calling; `shared` (32 entries) may be reused by the next call.
static __device__ __forceinline__ Moments block_merge_moments(Moments moments, Moments* shared) {
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    moments = warp_merge_moments(moments);
    __syncthreads();   // the last call's readers are done with `shared`
    if (lane == 0) shared[warp] = moments;
    __syncthreads();
    const Moments none = {0.0f, 0.0f, 0.0f};
    return warp_merge_moments(lane < blockDim.x / WARP_SIZE ? shared[lane] : none);
}

// A thread's moments as sums about `shift`: {n (mean - shift), M2 + n (mean - shift)^2}. Summed over
// threads, these are the sums of d and d^2 for d = x - shift of all their values, so
// moments_from_shifted_sums gives back the moments of the union (__host__: the CPU tests run it).
static __host__ __device__ __forceinline__ float2 moments_as_shifted_sums(Moments moments, float shift) {
    const float offset = moments.mean - shift;
    return make_float2(moments.count * offset, moments.m2 + moments.count * offset * offset);
}

// A warp's moments from its lanes' (every lane gets the same bits): each lane's moments as sums about one
// shift the lanes share, the mean of the warp's first lane with values (a shuffle), summed by shuffles,
// turned back into moments (moments_from_shifted_sums: M2 = Q - S * S / n). That subtraction is the only
// one that can cancel, and it cannot cancel much: S * S / n is n (mean - shift)^2, and the shift's own lane
// puts n_0 (shift - mean)^2 into M2 by itself, so rounding costs at most about (n / n_0) epsilon of M2,
// some 32 epsilon, whatever the values: an outlier in that lane raises M2 as much as it moves the shift.
// (Kernel 4's pivot, one value, has no such bound: (x[0] - mean)^2 / variance is unbounded.)
static __device__ __forceinline__ Moments warp_shifted_moments(Moments own) {
    const unsigned int with_values = __ballot_sync(0xffffffffu, own.count > 0.0f);
    if (with_values == 0) return own;   // the same for every lane: no lane has a value
    const float shift = __shfl_sync(0xffffffffu, own.mean, __ffs(with_values) - 1);
    float2 sums = moments_as_shifted_sums(own, shift);
    float count = own.count;
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        sums.x += __shfl_xor_sync(0xffffffffu, sums.x, offset);
        sums.y += __shfl_xor_sync(0xffffffffu, sums.y, offset);
        count += __shfl_xor_sync(0xffffffffu, count, offset);
    }
    return moments_from_shifted_sums(count, shift, sums.x, sums.y);
}

// A team's moments from its threads' own, in one exchange (STATS_MOMENTS: kernel 10 built with
// FORWARD10_STATS=2). Each warp's moments (warp_shifted_moments) go to a slot in shared memory; one barrier
// (__syncthreads, or for a cluster cluster.sync, which is a block barrier too); then every warp reads
// every warp's slot of the team (a cluster's other blocks' through distributed shared memory) and merges
// them as two passes would: mean = sum(n_w mean_w) / sum(n_w), then M2 = sum(M2_w + n_w (mean_w - mean)^2),
// whose terms are all positive. Every warp reads the same slots in the same order: all get the same
// bits. row_sum2's paired reduction (the pivot's) takes two __syncthreads and, for a cluster, a
// cluster.sync; this takes one barrier. The two sets of slots alternate (`parity`), as row_sum2's
// cluster slots do, so a set is rewritten only after a later barrier, when every warp has read it; a
// cluster kernel must pass cluster_sync_before_exit() before any block exits.
typedef struct {
    Moments warp_moments[2][WARP_SIZE];   // [parity][warp of this block]
} MomentsReduceState;

// Warp `lane` of the team's `block` (the cluster's block of that rank, or this block), from `slots`.
template <int SCOPE>
static __device__ __forceinline__ Moments team_warp_moments(const Moments* slots, int block, int lane) {
    if (SCOPE == SCOPE_CLUSTER) return cg::this_cluster().map_shared_rank(slots, block)[lane];
    return slots[lane];
}

template <int SCOPE>
static __device__ __forceinline__ Moments row_merge_moments(Moments own, MomentsReduceState* state, int* parity) {
    const Moments warp_total = warp_shifted_moments(own);
    if (SCOPE == SCOPE_WARP) return warp_total;
    const int lane = threadIdx.x % WARP_SIZE, warps = blockDim.x / WARP_SIZE;
    Moments* slots = state->warp_moments[*parity];
    *parity ^= 1;
    if (lane == 0) slots[threadIdx.x / WARP_SIZE] = warp_total;
    int blocks = 1;
    if (SCOPE == SCOPE_CLUSTER) {
        cg::this_cluster().sync();
        blocks = (int)cg::this_cluster().num_blocks();
    } else {
        __syncthreads();
    }
    // lane w reads warp w of every block of the team, in rank order
    float2 weighted = make_float2(0.0f, 0.0f);   // {sum of n_w mean_w, sum of n_w}
    if (lane < warps)
        for (int block = 0; block < blocks; block++) {
            const Moments warp_moments = team_warp_moments<SCOPE>(slots, block, lane);
            weighted.x += warp_moments.count * warp_moments.mean;
            weighted.y += warp_moments.count;
        }
    weighted = warp_sum2(weighted);
    Moments total = {weighted.y, weighted.x / weighted.y, 0.0f};
    float m2 = 0.0f;
    if (lane < warps)
        for (int block = 0; block < blocks; block++) {
            const Moments warp_moments = team_warp_moments<SCOPE>(slots, block, lane);
            const float offset = warp_moments.mean - total.mean;
            m2 += warp_moments.m2 + warp_moments.count * offset * offset;
        }
    total.m2 = warp_sum(m2);
    return total;
}

// How a row's mean and rstd are found. STATS_TWO_PASS: the mean, then the variance around it (two
// passes over the values, two row reductions: kernels 6-9); STATS_PIVOT: one pass of x - x[0] and its
// square, one paired reduction (kernels 4, 10, 11: an outlier first value spoils it, above);
// STATS_MOMENTS: one pass of merged moments (kernels 11 and 12, and 10 built with FORWARD10_STATS=2);
// STATS_PIVOT_CHECKED: the pivot's pass, and the two passes again for a row whose pivot lies far from its mean
// (kernels 11 and 13).
enum { STATS_TWO_PASS = 0, STATS_PIVOT = 1, STATS_MOMENTS = 2, STATS_PIVOT_CHECKED = 3 };

// A thread's part of a row held in registers: its Packs (rank, rank + threads, ... below body_packs) and
// its edge values (0 where absent). Their sum, and their squared deviations from `center`: the two
// passes of kernels 6, 7 and 9 over the team's row, and of each thread's own values in the merged moments.
// BRANCH_FREE_PACKS (below): the absent Packs are zeros and the sum adds them too (the same bits: x + 0 = x),
// so that no branch separates the row's loads from their first use (layernorm_row_in_registers says why).
#define BRANCH_FREE_PACKS(PACKS) ((PACKS) <= 4)
// RUNG_FROM_WORD: how kernel 6 and kernels 9 and 10's block and cluster instances without the shifted weight and
// bias hold their Packs (layernorm_row_in_registers' from_word, pack_value's): 2 (16-bit), as 32-bit words: the
// zero-or-load of each Pack chosen on words and normalize_pack's weight and bias built as words where the row has a
// head; in bf16 (since the twenty-fourth round) converted from the words by plain shifts and masks, each pass after
// the first on words laundered by pack_after; in fp16 (since the twenty-fifth round) converted by value, as before,
// HADD2.F32 reading either half of a word. 0 (-D; every other instance, and fp32): floatX_to_float on the Pack.
// Kernel 9's comment says why and what it measured.
// RUNG_WORDS_SHIFTED: the shifting instances (SHIFT_WB, rows with a head) with words too; bf16 since the twenty-sixth
// round. ptxas: bf16 kernels 9 and 10's shifting instances 60-64 -> 54-56 registers (kernel 9's block instance, the
// dispatcher's at 4097 columns, 60 -> 54), fp16 44-56 either way. [B24] had them slower with words, before [E24]'s
// weight-and-bias fix. Measured (results/dev-h100-2026-11-24/round26/raw-forward-69c941c.csv, the dispatcher as
// committed then with it, rows 4096 / 8192 / 32768): bf16 4097 columns 86.7 / 91.5 / 97.8 -> 87.9 / 92.7 / 98.3 % of
// the copy, 8191 89.6 / 93.3 / 96.9 -> 90.8 / 94.3 / 97.8, 12289 82.9 / 84.6 / 84.7 -> 92.8 / 95.8 / 96.2, 1031 and
// 2049 within -1.9..+0.2; fp16 mixed (4097 +0.3..+1.3, 8191 0 / -0.9 / -1.2), so fp16 keeps 0. -DRUNG_WORDS_SHIFTED=
// 0 or 1 for the A/B builds.
#ifndef RUNG_WORDS_SHIFTED
#if defined(ENABLE_BF16)
#define RUNG_WORDS_SHIFTED 1
#else
#define RUNG_WORDS_SHIFTED 0
#endif
#endif
// RUNG_WORDS_SHIFTED_NARROW: the shifting 1- and 2-Pack instances (FORWARD_SHIFTED_NARROW) with words even where
// RUNG_WORDS_SHIFTED is 0; fp16 since the forty-first round (bf16 has them with words anyway). ptxas, fp16: kernel 9's
// block instances at 1 / 2 Packs 41 / 42 -> 32 / 34 registers, kernel 10's 45 / 44 -> 32 / 46. By value they ran
// slower than the plain instances ([A40]: 4097 columns, kernel 9 at 256 threads 83.1 -> 78.6 % of the copy); with
// words faster (round41/mean-fp16-narrow-6462326.txt, the dispatcher at rows 4096 / 8192 / 32768: 2049 columns
// 77.3 / 77.1 / 80.8 -> 81.0 / 79.8 / 84.2; kernel 9 at 256 threads, 4097: 82.7 / 88.0 / 92.0 -> 85.7 / 89.7 / 92.7).
#ifndef RUNG_WORDS_SHIFTED_NARROW
#define RUNG_WORDS_SHIFTED_NARROW 1
#endif
#define RUNG_WORDS(SCOPE, SHIFT_WB, PACKS) \
    ((SCOPE) != SCOPE_WARP && (!(SHIFT_WB) || RUNG_WORDS_SHIFTED || (RUNG_WORDS_SHIFTED_NARROW && (PACKS) <= 2)) \
         ? RUNG_FROM_WORD : CONVERT_BY_VALUE)
#ifndef RUNG_FROM_WORD
#if defined(ENABLE_BF16) || defined(ENABLE_FP16)
#define RUNG_FROM_WORD CONVERT_FROM_WORD   // -DRUNG_FROM_WORD=0 (CONVERT_BY_VALUE): the A/B build
#else
#define RUNG_FROM_WORD CONVERT_BY_VALUE   // fp32 takes floatX_to_float either way
#endif
#endif
template <int PACKS>
static __device__ __forceinline__ float thread_sum(const Pack* packs, float edge, float second_edge, int rank,
                                                   int threads, int body_packs, int from_word) {
    float sum = edge + second_edge;
    #pragma unroll
    for (int k = 0; k < PACKS; k++)
        if (BRANCH_FREE_PACKS(PACKS) || rank + k * threads < body_packs) sum += pack_sum(packs[k], from_word);
    return sum;
}
template <int PACKS>
static __device__ __forceinline__ float thread_squared_deviations(const Pack* packs, const RowEdges* edges, float edge,
                                                                  float second_edge, int rank, int threads,
                                                                  int body_packs, float center, int from_word) {
    float sum_squares = 0.0f;
    if (edges->has) sum_squares += (edge - center) * (edge - center);
    if (edges->has_second) sum_squares += (second_edge - center) * (second_edge - center);
    #pragma unroll
    for (int k = 0; k < PACKS; k++)
        if (rank + k * threads < body_packs) sum_squares += pack_squared_deviations(packs[k], center, from_word);
    return sum_squares;
}

// Kernel 13's Packs past the registers': a thread's Packs PACKS, PACKS + 1, ... (rank + k * threads), `slots`
// of them, in shared memory at staged[slot * threads + rank] (a warp's 32 Packs contiguous: no bank
// conflicts). Issued as cp.async copies; read back by the thread that copied them, so the wait needs no
// barrier. With slots 0 (every other kernel passes a literal 0) the loops vanish when inlined.
static __device__ __forceinline__ void stage_pack_slots(Pack* staged, int slots, const floatX* body, int first_pack,
                                                        int rank, int threads, int body_packs) {
    for (int slot = 0; slot < slots; slot++) {
        const int pack = rank + (first_pack + slot) * threads;
        if (pack < body_packs) copy_pack_async(staged + slot * threads + rank, body + (size_t)pack * PACK_SIZE);
    }
    if (slots > 0) async_commit();
}
// FORWARD13_WORDS (since the thirty-first round 1 in bf16, 0 in fp16 and fp32): kernel 13 holds its register Packs
// as words (RUNG_FROM_WORD, as kernels 6, 9 and 10 since the twenty-fourth round) and converts its staged Packs from
// their words too (FORWARD13_FROM_WORD, both), where both went by value. In bf16, by value, ptxas unpacks every
// element into a register of its own (kernel 9's comment): kernel 13's bf16 4-Pack instance took 64 registers, the
// cap of a 1024-thread block, where fp16's takes 44, and bf16 trailed fp16 at 65536 columns by 2-4 points. As words:
// 52, no spills. Measured, the dispatcher's rows, builds in turn (round31/raw-words.csv; by value -> words, rows 4096 /
// 8192 / 32768): bf16 65536 91.7 / 93.1 / 94.2 -> 93.5 / 94.8 / 95.7 % of the copy, bf16 40960 88.2 / 90.7 -> 91.4 /
// 94.2; words without the prefetch 89.1-89.2 at 65536 (the two go together). fp16 lost, 94.2 / 95.2 / 96.4 -> 88.2 /
// 89.0 / 86.9 at 65536 (why is not known: its by-value instance is not at the cap), and keeps them by value.
#ifndef FORWARD13_WORDS
#if defined(ENABLE_BF16)
#define FORWARD13_WORDS 1
#else
#define FORWARD13_WORDS 0
#endif
#endif
#define FORWARD13_FROM_WORD (FORWARD13_WORDS ? RUNG_FROM_WORD : CONVERT_BY_VALUE)
// Their sum (center unused) or, `squared`, their squared deviations from `center`.
static __device__ __forceinline__ float staged_sum(const Pack* staged, int slots, int first_pack, int rank, int threads,
                                                   int body_packs, int squared, float center) {
    float sum = 0.0f;
    for (int slot = 0; slot < slots; slot++)
        if (rank + (first_pack + slot) * threads < body_packs) {
            const Pack pack = staged[slot * threads + rank];
            sum += squared ? pack_squared_deviations(pack, center, FORWARD13_FROM_WORD)
                           : pack_sum(pack, FORWARD13_FROM_WORD);
        }
    return sum;
}

// STATS_PIVOT_CHECKED: the pivot's pass is kept where the pivot lies within sqrt(FORWARD_PIVOT_MAX_SHIFT2) standard
// deviations of the row's mean, else the row's statistics are taken again in two passes. Why that is enough: the
// pivot's variance, E[d^2] - E[d]^2 with d = x - pivot, loses to rounding about (the values a thread adds) * epsilon *
// (1 + 2 * shift^2) of itself, shift = (mean - pivot) / std; random rows have shift^2 under 9 in 99.7 % of rows (a
// chi-square of one degree), as the pivot's rung always ran them, and an outlier first value has shift^2 about cols.
// The shift is judged on the pass's own mean and rstd: rounding moves that variance by about n * epsilon *
// (mean - pivot)^2 (n: the values a thread adds, at most a few hundred in these launches), far less than the (mean - pivot)^2 / 9
// that would hide a far pivot; where cancellation leaves it 0 (clamped), rstd is 1 / sqrt(eps) and the shift looks
// larger still. __host__ too: the CPU test (dev/test_forward_reference.cu) runs it on outlier rows.
#ifndef FORWARD_PIVOT_MAX_SHIFT2
#define FORWARD_PIVOT_MAX_SHIFT2 9.0f
#endif
static __host__ __device__ __forceinline__ int pivot_needs_two_passes(float row_mean, float row_rstd, float pivot) {
    const float shift = (row_mean - pivot) * row_rstd;   // the pivot's distance from the mean, in deviations
    return shift * shift > FORWARD_PIVOT_MAX_SHIFT2;
}

// Kernel 13's staged Packs' part of the pivot's shifted sums (layernorm_row_in_registers with STATS_PIVOT_CHECKED).
static __device__ __forceinline__ void add_staged_shifted_sums(float2* sums, const Pack* staged, int slots, int first_pack,
                                                               int rank, int threads, int body_packs, float pivot) {
    for (int slot = 0; slot < slots; slot++)
        if (rank + (first_pack + slot) * threads < body_packs)
            add_shifted_sums(sums, staged[slot * threads + rank], pivot, 1, FORWARD13_FROM_WORD);
}

// The register Packs' normalize (layernorm_row_in_registers' last phase): Pack k of thread `rank` at column head + (rank
// + k * threads) * PACK_SIZE, with kernel 13's weight and bias prefetch where `prefetching`.
// FORWARD_SHIFT_BY_HEAD (16-bit shifting instances, SHIFT_WB): the caller calls it once for each head from 1 to
// PACK_SIZE - 1, under `split.head == head`, so that in each copy the head is a compile-time constant and the shifts of
// weight and bias (shift_packs) fold. With the head known at run time only, each shifted Pack took about 15 selects
// and shifts, two a Pack (weight, bias); with it a constant, none where the head is even (the shift is whole words:
// register moves) and 4 funnel shifts where it is odd. Every thread of the row takes the same copy (the head is the
// row's), so the branch does not diverge. Nsight Compute at bf16 4096 x 4097 (dev/NOTES.md [G57]): 17.7 M warp
// instructions against 13.9 M at 4096 columns, a warp issuing on 0.79 of a scheduler's cycles: near issue-bound.
// The cost: seven copies of the normalize (kernel 10's bf16 4-Pack block instance 1568 -> 4928 SASS instructions; a row
// runs one) and more registers where they are not capped (below kernel 10: FORWARD10_BOUNDED, finish_row).
// Measured (dev/NOTES.md [A58]-[D58]; the dispatcher, % of the copy, rows 4096 / 8192 / 32768 x 4097, 528642f's forward
// -> the fifty-eighth round's, each step timed in turn against the one before, results/dev-h100-2026-11-28/round58/c and
// d): bf16 90.3 / 93.8 / 98.3 -> 92.0 / 95.2 / 99.1, fp16 90.5 / 93.8 / 98.1 -> 93.5 / 96.2 / 99.3; off the grid, 32768
// x 3001 bf16 91.7 -> 95.5, fp16 90.5 -> 97.6, 32768 x 12289 96.0 / 96.3 -> 99.7 / 99.8 (the 4-Pack instances; with only
// the 1- and 2-Pack ones folded, FORWARD_SHIFT_BY_HEAD=2, 98.8 / 97.8).
// FORWARD_SHIFT_BY_HEAD: the most Packs a thread of the instances that fold (0: none, the shift at run time).
#ifndef FORWARD_SHIFT_BY_HEAD
#define FORWARD_SHIFT_BY_HEAD 4
#endif
template <int PACKS, int STREAMING, int SHIFT_WB>
static __device__ __forceinline__ void normalize_register_packs(
        floatX* __restrict__ y, const floatX* __restrict__ weight, const floatX* __restrict__ bias, const Pack* packs,
        int head, int body_packs, int cols, int rank, int threads, int prefetching, float row_mean, float row_rstd,
        int from_word) {
    #pragma unroll
    for (int k = 0; k < PACKS; k++) {
        int pack = rank + k * threads;
        if (prefetching) prefetch_weight_bias(weight, bias, rank + (k + FORWARD_WB_PREFETCH) * threads, body_packs);
        if (pack < body_packs)
            normalize_pack<STREAMING, SHIFT_WB>(y, weight, bias, head + pack * PACK_SIZE, cols, head, packs[k], row_mean,
                                                row_rstd, from_word);
    }
}

// A row's writes beside its Packs: the head and tail scalars (RowEdges) and the row's mean and rstd. After the Packs,
// except in the shifting instances (SHIFT_WB), which write them first: the edges' values and columns then die before
// the normalize's weight and bias loads, and ptxas fits kernel 10's shifting 2-Pack block instance, with the shift
// folded (FORWARD_SHIFT_BY_HEAD), in the 32 registers of its bounds with no local memory (written last, 8 LDL/STL in
// bf16 and fp16: the SASS check of results/dev-h100-2026-11-28/round58/c).
// FORWARD_EDGES_FIRST: 1 every shifting instance writes them first; 2 only the one-pass ones (kernel 10: STATS other
// than STATS_TWO_PASS), kernel 9's after its Packs (bf16's kernel 9 lost 0.2-0.7 points with them first, [D58]); 0 none.
#ifndef FORWARD_EDGES_FIRST
#define FORWARD_EDGES_FIRST 1
#endif
template <int STREAMING>
static __device__ __forceinline__ void finish_row(floatX* __restrict__ y, const floatX* __restrict__ weight,
                                                  const floatX* __restrict__ bias, const RowEdges* edges, float edge,
                                                  float second_edge, float* __restrict__ mean, float* __restrict__ rstd,
                                                  int row, int rank, float row_mean, float row_rstd) {
    if (edges->has) normalize_scalar(y, weight, bias, edges->col, edge, row_mean, row_rstd);
    if (edges->has_second) normalize_scalar(y, weight, bias, edges->second_col, second_edge, row_mean, row_rstd);
    if (rank == 0 && STREAMING) { __stcs(mean + row, row_mean); __stcs(rstd + row, row_rstd); }
    if (rank == 0 && !STREAMING) { mean[row] = row_mean; rstd[row] = row_rstd; }
}

// STREAMING: 1 reads x and writes out with the evict-first hints (kernels 6, 7), 0 with the default
// cache policy (kernels 9, 10).
// STATS (STATS_*, above): STATS_TWO_PASS, the mean, then the variance around it: two passes over the
// registers and two row reductions (kernels 6, 7, 9); STATS_PIVOT, the sums of x - pivot and
// (x - pivot)^2 in one pass and one paired reduction (kernel 10); STATS_MOMENTS, the merged moments,
// reduced by row_merge_moments in `moments_state` (kernel 10 built with FORWARD10_STATS=2; NULL else);
// STATS_PIVOT_CHECKED, the pivot's pass, then the two passes where pivot_needs_two_passes (kernels 11 and 13;
// FORWARD13_STATS).
// staged, staged_slots: kernel 13's Packs past the registers' PACKS, in shared memory (stage_pack_slots;
// STATS_TWO_PASS and STATS_PIVOT_CHECKED only); every other kernel passes NULL, 0. from_word: how the Packs become floats (pack_value's;
// RUNG_FROM_WORD in kernel 6 and kernels 9 and 10's block and cluster instances without SHIFT_WB, 0 in the others).
// ALIGNED (kernels 9 and 10's SHIFT_WB_ALIGNED instances, FORWARD_ALIGNED_INSTANCES below): every row of the launch
// starts on a 16-byte boundary and holds whole Packs (cols a multiple of PACK_SIZE, the pointers aligned), so the
// row's split is known: no head, no tail, no edges, and the code for them compiles away.
// ONE_ROW (kernels 9, 10 and 13 under FORWARD_FIRST_SUM_FRESH): the kernel's team runs this one row only, so the row's
// first reduction is the first use of `state` and needs no barrier before it (block_sum2_pairs' FRESH).
template <int PACKS, int SCOPE, int STREAMING, int STATS, int SHIFT_WB, int ALIGNED = 0, int ONE_ROW = 0>
static __device__ __forceinline__ void layernorm_row_in_registers(
        floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd, const floatX* __restrict__ inp,
        const floatX* __restrict__ weight, const floatX* __restrict__ bias, int row, int cols, int rank,
        int threads, RowReduceState* state, int* parity, MomentsReduceState* moments_state, Pack* staged,
        int staged_slots, int from_word) {
    const floatX* x = inp + (size_t)row * cols;
    const RowSplit split = ALIGNED ? aligned_row_split(cols) : split_row(x, cols);
    const RowEdges edges = ALIGNED ? RowEdges{0, 0, 0, 0} : row_edges(split, rank);

    // Since the thirteenth round, in instances of up to 4 Packs a thread (BRANCH_FREE_PACKS: every 16-bit
    // one), the Packs a thread does not own are zeros, set before the loads, and the first pass over the
    // Packs (thread_sum, the pivot's shifted sums) has no branch. With a branch around each Pack's use,
    // ptxas placed the fp16 4-Pack block instances' fourth load after the first Pack's sum, so a row took
    // two round trips to memory: fp16 kernel 9 at 32768 x 32768 ran 76.1% of the copy, now 97.2
    // (dev/NOTES.md "Thirteenth round"). fp32's 8-Pack instances keep the branches: zeroed, their
    // loads were issued later and the cluster instances measured 3-12 points slower.
    Pack packs[PACKS];
    #pragma unroll
    for (int k = 0; k < PACKS; k++) {
        int pack = rank + k * threads;
        // With words (16-bit): zero or the load chosen on the 4 words, not on 8 values (kernel 9's comment).
        // fp32 keeps the Pack path below: changing it there was not measured.
        if (from_word == CONVERT_FROM_WORD && BRANCH_FREE_PACKS(PACKS)) {
            int4 bits = make_int4(0, 0, 0, 0);
            if (pack < split.body_packs) {
                const int4* address = (const int4*)(x + split.head + (size_t)pack * PACK_SIZE);
                bits = STREAMING ? __ldcs(address) : *address;
            }
            memcpy(&packs[k], &bits, 16);
            continue;
        }
        if (BRANCH_FREE_PACKS(PACKS)) packs[k] = zero_pack();
        if (pack < split.body_packs) {
            const floatX* address = x + split.head + (size_t)pack * PACK_SIZE;
            packs[k] = STREAMING ? load_pack_cs(address) : load_pack(address);
        }
    }
    stage_pack_slots(staged, staged_slots, x + split.head, PACKS, rank, threads, split.body_packs);
    const float edge = edges.has ? floatX_to_float(x[edges.col]) : 0.0f;
    const float second_edge = edges.has_second ? floatX_to_float(x[edges.second_col]) : 0.0f;

    float row_mean, row_rstd;
    if (STATS == STATS_MOMENTS) {
        // Since the twelfth round, the thread's own values' exact two-pass moments (their mean, then the
        // squared deviations from it: the thread holds them all in registers, so this costs no reread
        // and cancels nothing), then one merge across the team (above `Moments`): one division a
        // thread, where merging Pack by Pack cost one a Pack.
        float count = (edges.has ? 1.0f : 0.0f) + (edges.has_second ? 1.0f : 0.0f);
        #pragma unroll
        for (int k = 0; k < PACKS; k++)
            if (rank + k * threads < split.body_packs) count += (float)PACK_SIZE;
        Moments own = {count, 0.0f, 0.0f};
        if (count > 0.0f) {
            own.mean = thread_sum<PACKS>(packs, edge, second_edge, rank, threads, split.body_packs, from_word) / count;
            own.m2 = thread_squared_deviations<PACKS>(packs, &edges, edge, second_edge, rank, threads, split.body_packs,
                                                      own.mean, from_word);
        }
        const Moments moments = row_merge_moments<SCOPE>(own, moments_state, parity);
        row_mean = moments.mean;
        row_rstd = rstd_of_moments(moments);
    }
    int two_passes = STATS == STATS_TWO_PASS;
    if (STATS == STATS_PIVOT || STATS == STATS_PIVOT_CHECKED) {   // kernel 4's shift: var = E[d^2] - E[d]^2, d = x - x[0]
        const float pivot = floatX_to_float(x[0]);   // the same element for every thread: one broadcast
        float2 sums = make_float2(0.0f, 0.0f);
        if (edges.has) { sums.x += edge - pivot; sums.y += (edge - pivot) * (edge - pivot); }
        if (edges.has_second) { sums.x += second_edge - pivot; sums.y += (second_edge - pivot) * (second_edge - pivot); }
        #pragma unroll
        for (int k = 0; k < PACKS; k++) {
            const int present = rank + k * threads < split.body_packs;
            // the shift once a Pack: an absent Pack is zeros, 0 - 0 adds nothing (the ALIGNED instances: at 4 Packs too)
            if ((SCOPE == SCOPE_BLOCK && PACKS <= 2) || (ALIGNED && BRANCH_FREE_PACKS(PACKS)))
                add_shifted_sums(&sums, packs[k], present ? pivot : 0.0f, 1, from_word);
            else if (BRANCH_FREE_PACKS(PACKS) || present)
                add_shifted_sums(&sums, packs[k], pivot, present, from_word);
        }
        if (STATS == STATS_PIVOT_CHECKED && staged_slots > 0) {   // kernel 13's staged Packs too
            async_wait<0>();
            add_staged_shifted_sums(&sums, staged, staged_slots, PACKS, rank, threads, split.body_packs, pivot);
        }
        shifted_mean_rstd(row_sum2<SCOPE, ONE_ROW>(sums, state, parity), pivot, cols, &row_mean, &row_rstd);
        if (STATS == STATS_PIVOT_CHECKED) two_passes = pivot_needs_two_passes(row_mean, row_rstd, pivot);   // team-uniform
    }
    if (two_passes) {
        float sum = thread_sum<PACKS>(packs, edge, second_edge, rank, threads, split.body_packs, from_word);
        if (staged_slots > 0) {   // the registers' Packs summed first, while the staged ones land
            async_wait<0>();
            sum += staged_sum(staged, staged_slots, PACKS, rank, threads, split.body_packs, 0, 0.0f);
        }
        row_mean = row_sum<SCOPE, ONE_ROW && STATS == STATS_TWO_PASS>(sum, state, parity) / cols;
        float sum_squares = thread_squared_deviations<PACKS>(packs, &edges, edge, second_edge, rank, threads,
                                                             split.body_packs, row_mean, from_word);
        if (staged_slots > 0)   // a guard, not an added 0: x + 0.0f is not x when x is -0.0f, so nvcc keeps the add
            sum_squares += staged_sum(staged, staged_slots, PACKS, rank, threads, split.body_packs, 1, row_mean);
        row_rstd = rsqrtf(row_sum<SCOPE>(sum_squares, state, parity) / cols + LAYERNORM_EPS);
    }

    floatX* y = out + (size_t)row * cols;
    const int grouped = FORWARD_WB_GROUP > 0 && split.head == 0;   // weight and bias a group of Packs at a time (above)
    const int prefetching = FORWARD_WB_PREFETCH > 0 && grouped && staged_slots > 0 &&   // kernel 13's (above)
                            (sizeof(floatX) == 2 || threads == 1024);
    if (prefetching) {
        #pragma unroll
        for (int k = 0; k < FORWARD_WB_PREFETCH; k++)
            prefetch_weight_bias(weight, bias, rank + k * threads, split.body_packs);
    }
    const int edges_first = SHIFT_WB && (FORWARD_EDGES_FIRST == 1 ||
                                         (FORWARD_EDGES_FIRST == 2 && STATS != STATS_TWO_PASS));
    if (edges_first)   // (finish_row's comment)
        finish_row<STREAMING>(y, weight, bias, &edges, edge, second_edge, mean, rstd, row, rank, row_mean, row_rstd);
    if (PACKS <= FORWARD_SHIFT_BY_HEAD && SHIFT_WB && sizeof(floatX) == 2 && split.head > 0) {   // the head a constant
        #pragma unroll
        for (int head = 1; head < PACK_SIZE; head++)
            if (split.head == head)
                normalize_register_packs<PACKS, STREAMING, SHIFT_WB>(y, weight, bias, packs, head, split.body_packs, cols,
                                                                     rank, threads, 0, row_mean, row_rstd, from_word);
    } else {
        normalize_register_packs<PACKS, STREAMING, SHIFT_WB>(y, weight, bias, packs, split.head, split.body_packs, cols,
                                                             rank, threads, prefetching, row_mean, row_rstd, from_word);
    }
    if (grouped) {   // kernel 13's staged Packs
        for (int slot = 0; slot < staged_slots; slot += WB_GROUP_OF(4)) {
            Pack values[WB_GROUP_OF(4)];
            #pragma unroll
            for (int g = 0; g < WB_GROUP_OF(4); g++) {
                values[g] = slot + g < staged_slots ? staged[(slot + g) * threads + rank] : zero_pack();
                if (prefetching)
                    prefetch_weight_bias(weight, bias, rank + (PACKS + slot + g + FORWARD_WB_PREFETCH) * threads,
                                         split.body_packs);
            }
            normalize_aligned_packs<WB_GROUP_OF(4), STREAMING>(y, weight, bias, values, PACKS + slot, staged_slots - slot,
                                                               rank, threads, split.body_packs, row_mean, row_rstd,
                                                               FORWARD13_FROM_WORD);
        }
    } else {
        for (int slot = 0; slot < staged_slots; slot++) {
            const int pack = rank + (PACKS + slot) * threads;
            if (pack < split.body_packs)
                normalize_pack<STREAMING, SHIFT_WB>(y, weight, bias, split.head + pack * PACK_SIZE, cols, split.head,
                                                    staged[slot * threads + rank], row_mean, row_rstd, FORWARD13_FROM_WORD);
        }
    }
    if (!edges_first)
        finish_row<STREAMING>(y, weight, bias, &edges, edge, second_edge, mean, rstd, row, rank, row_mean, row_rstd);
}

// Kernel 6: one warp per row, the row in registers, 16-byte loads and stores, a persistent grid.
// What changed since kernel 4/5: x is read once (kernel 4 read it twice, kernel 5 too), with
// 16-byte vectors instead of scalars, and the variance is the exact two-pass one, computed from
// registers at no extra memory cost. The grid is persistent: as many blocks as fit on the GPU at
// once, each warp walking rows with a stride, so weight and bias stay hot in L1 for every row
// after the first and no block is ever launched twice.
// Predicted: x read once instead of twice, i.e. ~2/3 of kernel 4/5's DRAM traffic when their
// second read misses cache, and far fewer load instructions: close to the copy ceiling for rows
// of up to a few KB. Measured: see dev/NOTES.md and results/.
// Limits: a row must fit in one warp's registers, cols <= 32 lanes * 32 elements = 1024; wider
// rows are skipped by name (kernel 7 takes them). inp, out, weight and bias must be
// 16-byte aligned (cudaMalloc's are); otherwise it is skipped.
// Since the twenty-fourth round its bf16 instances hold their Packs as words, as kernels 9 and 10's block instances
// do (kernel 9's comment): bf16 4096 x 512 / 768 / 1024 94.9 / 80.5 / 81.0 -> 96.5 / 96.4 / 98.1 % of the copy at
// the best block size, 32768 rows 89.6 / 89.5 / 89.4 -> 90.2 / 89.5 / 92.3; registers <1> / <2> / <4> 48 / 56 / 79
// -> 40 / 48 / 60 (results/dev-h100-2026-11-24/round24/raw-warp-4a30949.csv).
// Since the twenty-fifth round fp16's too (RUNG_FROM_WORD): its by-value path had the same pattern in the SASS
// (normalize_pack's element-by-element weight and bias made ptxas split the aligned loads and re-pack them, 118 PRMT
// in the 4-Pack instance, 32 with words; registers <1> / <4> 47 / 62 -> 40 / 60). fp16 kernel 6, rows 4096 / 8192 /
// 32768, best block size (round25/raw-first-a312f21.csv): 512 columns 94.1 / 87.7 / 89.4 -> 96.5 / 88.9 / 90.4 %
// of the copy, 768 93.7 / 90.5 / 88.8 -> 96.4 / 92.3 / 89.4, 1024 96.9 / 91.9 / 91.3 -> 99.2 / 93.1 / 91.3.
// ALIGNED (FORWARD6_ALIGNED_INSTANCES, on; -D0 for the old instances): instances for launches whose rows are all aligned
// (layernorm_row_in_registers' ALIGNED: no split, no edges, their code compiled away), as kernels 9 and 10 have since
// the sixtieth round (FORWARD_ALIGNED_INSTANCES: +4-7 points at 16-bit 4096-8192 columns on the H200, where the 16-bit
// forward is issue-bound). Kernel 6 is the dispatcher's pick for 16-bit rows of up to 1024 columns under 8192 rows
// (4096 x 1024: 89.7 / 91.5 % of the copy, bf16 / fp16, results/evidence-h200-2026-11-28-4c8afaa). Measured on the
// H200 (sixty-first round, results/dev-h200-2026-11-28/round60/d, the dispatcher in turn with the tree's, twice, % of
// the copy, bf16 / fp16): 4096 x 512 92.8 -> 95.5 / 93.1 -> 95.4, 4096 x 768 90.3 -> 93.3 / 90.4 -> 94.2, 4096 x 1024
// 89.5 -> 94.7 / 91.7 -> 94.9 (bf16 4-Pack instance 60 -> 48 registers, 992 -> 792 instructions, local cuobjdump).
#ifndef FORWARD6_ALIGNED_INSTANCES
#define FORWARD6_ALIGNED_INSTANCES 1
#endif
template <int PACKS, int ALIGNED>
__global__ void layernorm_forward_kernel6(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                                          const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                                          const floatX* __restrict__ bias, int rows, int cols) {
    const int warps_per_block = blockDim.x / WARP_SIZE;
    const int lane = threadIdx.x % WARP_SIZE;
    const int total_warps = gridDim.x * warps_per_block;
    for (int row = blockIdx.x * warps_per_block + threadIdx.x / WARP_SIZE; row < rows; row += total_warps)
        layernorm_row_in_registers<PACKS, SCOPE_WARP, 1, STATS_TWO_PASS, 0, ALIGNED>(out, mean, rstd, inp, weight, bias,
                                                                                     row, cols, lane, WARP_SIZE, NULL,
                                                                                     NULL, NULL, NULL, 0, RUNG_FROM_WORD);
}

// Kernel 7: one block, or one cluster of blocks, per row; the row in registers as in kernel 6.
// What changed: the row is spread over a whole block (up to 1024 threads), and when even that
// would need more than 8 Packs per thread, over a cluster of 2 to 8 blocks on different SMs that
// add their partial sums through distributed shared memory (a Hopper feature: a block can read
// the shared memory of the other blocks of its cluster). So the row still stays in registers and
// x is still read once up to 8 blocks * 1024 threads * 32 elements = 262144 columns.
// Clusters cost: with one 1024-thread block per SM, nothing hides the two cluster-wide barriers
// per row (measured: 78-80% of the copy at 65536 fp32 columns against 90-94% for one block).
// Why faster than kernel 5 on wide rows: one read of x instead of two, 16-byte vectors, and many
// loads in flight per thread; why not simply kernel 6: a warp's registers hold at most 1024 fp32.
// The block size is the sweep's (threads per block); the cluster size is the fewest blocks whose
// registers hold the row. Predicted: near the copy ceiling for wide rows; measured: dev/NOTES.md.
// Limits: cols > 8 * block_size * 32 is skipped by name; 16-byte aligned pointers.
template <int PACKS, int SCOPE>
__global__ void __launch_bounds__(1024) layernorm_forward_kernel7(floatX* __restrict__ out, float* __restrict__ mean,
                                          float* __restrict__ rstd, const floatX* __restrict__ inp,
                                          const floatX* __restrict__ weight, const floatX* __restrict__ bias,
                                          int rows, int cols, int cluster_size) {
    __shared__ RowReduceState state;
    int parity = 0;
    const Team team = this_team<SCOPE>(FORWARD_TEAM_CLUSTER_SIZE(SCOPE, cluster_size));   // a block or a cluster per row
    for (int row = team.index; row < rows; row += team.count)
        layernorm_row_in_registers<PACKS, SCOPE, 1, STATS_TWO_PASS, 0>(out, mean, rstd, inp, weight, bias, row, cols,
                                                                       team.rank, team.threads, &state, &parity, NULL, NULL,
                                                                       0, CONVERT_BY_VALUE);
    // a block may not leave while its cluster peers can still read its shared memory
    if (SCOPE == SCOPE_CLUSTER) cluster_sync_before_exit();
}

// Kernel 8: rows staged in shared memory, the next row in flight while this one is computed.
// What changed since kernel 6/7: there, a team (warp, block, cluster) loads its row into registers,
// waits for it, reduces and writes; while it waits on the reductions and does the arithmetic it has
// no loads in flight, and the registers that hold the row cap how many teams an SM runs. Here each
// thread copies its Packs of the *next* row into shared memory with cp.async (LDGSTS: issued, not
// waited for) before it computes the current row from the other stage: every team always has a
// row of loads in flight, as a copy kernel does. The row lives in shared memory, read three times
// (mean, variance, output; shared memory is ~10x faster than DRAM), so registers no longer grow
// with the row: any width that fits two stages of shared memory (up to ~113 KB a row per block,
// times up to 8 blocks of a cluster) takes one template instance.
// The head/tail scalars of unaligned rows (cols not a multiple of PACK_SIZE) cannot be copied 16
// bytes at a time: they are loaded into registers one row ahead instead (next_edge).
// Predicted: the gap of kernels 6/7 to the copy (5-25 points, most in 16-bit types, where a row
// holds half the bytes for the same registers) closes to within a few points of the ceiling.
// Measured (H100, results/dev-h100-2026-11-22/): mostly not. It wins where few rows meet narrow
// widths (4096 x 768 fp32: 94.0% against kernel 6's 83.8%; bf16 4096 x 768/1024: 88% against 80-81%)
// and on wide 16-bit rows (bf16 32768 x 8192: 87.9% against kernel 7's 83.8%), but trails kernel 7
// by 2-11 points on fp32 widths of 1600-8192: every team still waits on its own reductions, and the persistent
// grid it keeps turned out to be the larger cost (kernel 9). The dispatcher uses it for 16-bit rows
// of 1025-2047 columns and fp16 rows of 16385-32768 columns (the every-block-size sweep; the dispatcher).
// Since the fourteenth round, in 16-bit types, rows with a head read weight and bias as two aligned Packs
// shifted in registers (normalize_pack), not element by element: fp16 1031 columns 74.5 -> 79.0%, 4097
// 61.8 -> 63.3 at 4096 rows (round14/raw-first-9ad0d95.csv). The register rungs do not (normalize_pack).
// Limits: rows whose two stages do not fit 8 blocks' shared memory are skipped by name; 16-byte
// aligned pointers.
// Stage row `row` of x for kernel 8, if it exists: its whole Packs into `stage` by cp.async (issued,
// not waited for), its edge scalars into *edge and *second_edge (zero where this thread has none:
// the sums add both unconditionally). Commits one cp.async group either way, so every iteration
// waits on the same count.
static __device__ __forceinline__ void stage_row(Pack* stage, float* edge, float* second_edge,
                                                 const floatX* __restrict__ inp, int row, int rows, int cols,
                                                 const Team* team, int slots) {
    if (row < rows) {
        const floatX* x = inp + (size_t)row * cols;
        const RowSplit split = split_row(x, cols);
        const RowEdges edges = row_edges(split, team->rank);
        stage_packs_async(stage, x + split.head, split.body_packs, team, slots);
        *edge = edges.has ? floatX_to_float(__ldcs(x + edges.col)) : 0.0f;
        *second_edge = edges.has_second ? floatX_to_float(__ldcs(x + edges.second_col)) : 0.0f;
    }
    async_commit();
}

template <int SCOPE>
__global__ void __launch_bounds__(1024) layernorm_forward_kernel8(floatX* __restrict__ out, float* __restrict__ mean,
                                          float* __restrict__ rstd, const floatX* __restrict__ inp,
                                          const floatX* __restrict__ weight, const floatX* __restrict__ bias,
                                          int rows, int cols, int slots, int cluster_size) {
    extern __shared__ __align__(STAGED_ALIGN) Pack staged[];   // [team in block][stage][slot][local rank]
    __shared__ RowReduceState state;
    int parity = 0;
    const Team team = this_team<SCOPE>(FORWARD_TEAM_CLUSTER_SIZE(SCOPE, cluster_size));
    const int stage_packs = slots * team.local_threads;
    Pack* my_slots = staged + (size_t)team.team_in_block * PIPELINE_STAGES * stage_packs + team.local_rank;

    float next_edge = 0.0f, next_second_edge = 0.0f;
    int row = team.index;
    stage_row(my_slots, &next_edge, &next_second_edge, inp, row, rows, cols, &team, slots);

    for (int iteration = 0; row < rows; row += team.count, iteration++) {
        const float edge = next_edge, second_edge = next_second_edge;
        stage_row(my_slots + ((iteration + 1) % PIPELINE_STAGES) * stage_packs, &next_edge, &next_second_edge, inp,
                  row + team.count, rows, cols, &team, slots);
        async_wait<1>();   // all but the newest group have landed: this row is in shared memory

        const Pack* stage = my_slots + (iteration % PIPELINE_STAGES) * stage_packs;
        const RowSplit split = split_row(inp + (size_t)row * cols, cols);
        const RowEdges edges = row_edges(split, team.rank);
        float sum = edge + second_edge;
        for (int k = 0; k < slots; k++)
            if (team.rank + k * team.threads < split.body_packs)
                sum += pack_sum(stage[k * team.local_threads], CONVERT_BY_VALUE);
        const float row_mean = row_sum<SCOPE>(sum, &state, &parity) / cols;

        float sum_squares = 0.0f;
        if (edges.has) sum_squares += (edge - row_mean) * (edge - row_mean);
        if (edges.has_second) sum_squares += (second_edge - row_mean) * (second_edge - row_mean);
        for (int k = 0; k < slots; k++)
            if (team.rank + k * team.threads < split.body_packs)
                sum_squares += pack_squared_deviations(stage[k * team.local_threads], row_mean, CONVERT_BY_VALUE);
        const float row_rstd = rsqrtf(row_sum<SCOPE>(sum_squares, &state, &parity) / cols + LAYERNORM_EPS);

        floatX* y = out + (size_t)row * cols;
        for (int k = 0; k < slots; k++) {
            const int pack = team.rank + k * team.threads;
            if (pack < split.body_packs)
                normalize_pack<1, 1>(y, weight, bias, split.head + pack * PACK_SIZE, cols, split.head,
                                     stage[k * team.local_threads], row_mean, row_rstd, CONVERT_BY_VALUE);
        }
        if (edges.has) normalize_scalar(y, weight, bias, edges.col, edge, row_mean, row_rstd);
        if (edges.has_second) normalize_scalar(y, weight, bias, edges.second_col, second_edge, row_mean, row_rstd);
        if (team.rank == 0) {
            __stcs(mean + row, row_mean);
            __stcs(rstd + row, row_rstd);
        }
    }
    async_wait<0>();
    if (SCOPE == SCOPE_CLUSTER) cluster_sync_before_exit();   // peers may still read this block's reduction slot
}

// Kernel 9: one team per row and nothing else: no persistent loop, no cache hints.
// What changed since kernels 6 and 7: the same row-in-registers code, but the grid has one warp,
// block or cluster per row (the hardware's block scheduler starts a new team the moment one
// finishes, on whichever SM has room), and x and out use the default cache policy instead of
// the evict-first hints (ld/st.global.cs) that rungs 3-8 carry.
// Why faster (measured, not predicted: an A/B on the H100 that turned each off alone, dev/NOTES.md):
// a persistent loop serializes each team's rows (load, wait, reduce, store, then the next load),
// and its fixed row-to-team assignment leaves a ragged tail; the evict-first hints alone cost 3-5
// points of the copy in fp32 and 8-10 in bf16 at 1600-8192 columns. Together they took kernels
// 6/7 from 87.5-91.9% to 97.6-101.2% of the copy (fp32: 32768 x 768, 1600, 4096 and 4096 x 8192)
// and from 78.3-90.5% to 93.8-96.4% in bf16 (32768 x 768, 4096 and 4096 x 8192). Kernel 8's
// staging did not close that gap: it kept the persistent grid.
// A cluster team's last barrier (cluster_sync_before_exit, common.h) arrives relaxed since the seventeenth
// round: cluster.sync()'s release fence made each block wait, before it could leave its SM, until the
// row's output stores had drained. Kernel 9 at 65536 columns, rows 4096 / 8192: fp32 83.3 / 83.9 -> 88.1 /
// 88.6% of the copy, bf16 64.6 / 64.3 -> 69.2 / 69.3, fp16 67.3 / 67.4 -> 73.3 / 73.4 (kernel 10 alike).
// Since the twenty-fourth round the bf16 block and cluster instances of kernels 9 and 10 (not the shifting ones) hold
// their Packs as 32-bit words and convert them where used (RUNG_FROM_WORD, above thread_sum). The problem, in the
// SASS: cvt.f32.bf16 takes a 16-bit register, so ptxas kept each of a thread's bf16 values in a 32-bit register of
// its own (PRMT ..., 0x7610 / 0x7632 after each load; IMAD.U32 ..., 0x10000 at each use), 32 registers for 4 Packs
// where fp16 keeps the 16 words (HADD2.F32 reads either half of one): the 4-Pack instances took 58-64 registers
// against fp16's 42-55. Converting with volatile asm ([E23]) freed the registers but fixed the schedule, and ran
// slower. Plain shifts and masks let nvcc schedule, but then it reused the first pass's floats in the second, live
// across the row's reduction; so each later pass converts words that an empty asm has made depend on the row's
// mean (pack_after: no instruction), and the zero-or-load of each Pack is chosen on its words, not on its values.
// ptxas: the 4-Pack instances 51-62 registers, the 1- and 2-Pack block instances 32. Predicted: bf16 4096 x 4096
// and 12288 (91.2 and 92.1 % of the copy at a2fa7a3, fp16 95.2 and 92.5) up 1-3 points. Measured, every instance
// so against none (round24/raw-words-c6b4b7a.csv, best block size, rows 4096 / 8192): kernel 10 at 4096 columns
// 91.7 / 95.0 -> 96.2 / 97.5 (the 2-Pack instance at 256 threads, 86.0 / 87.6 before), 12288 92.4 / 93.4 -> 94.7 /
// 96.0, 8192 95.7 / 97.6 -> 97.1 / 98.7; kernel 9 alike, a little less. But the warp instances (the dispatcher at
// 4096 x 1024 97.2 -> 93.1), kernel 6 (4096 x 512 94.5 -> 91.6), rung 13 (65536 columns -2.1 / -2.2) and the
// shifting instances (4097 -1.4 / -2.0) ran slower so, and kept floatX_to_float. Why the warp ones (a helper's
// reading of their SASS): normalize_pack's element-by-element weight and bias (the branch for rows with a head) made
// ptxas split the aligned 16-byte loads into halves and re-pack them (PRMT 0x7610 / 0x7632 / 0x5410), and load the
// first Pack's bias into the weight's registers after them: one more round trip a row, which a warp cannot hide. With
// words that branch now builds w and b as words itself (normalize_pack), and the loads issue back to back again
// (round24/raw-warp-4a30949.csv, bf16, rows 4096 / 32768): kernel 6 took it, the warp instances of kernels 9 and 10
// still lose at 4096 rows with it (kernel 9 at a warp, 768 / 1024 columns, 94.6 / 97.5 -> 92.7 / 96.2, though 94.3 /
// 96.2 -> 94.9 / 97.0 at 32768) and keep floatX_to_float; the block instances moved -0.4..+0.3. Capping the 4-Pack
// instances at 48 registers on top (__maxnreg__, a -D build since removed) spilled 4-20 bytes in the shifting ones
// and ran slower than without (kernel 10 at 4096 x 4096 92.9 against 96.2). fp16's block instances hold words too
// since the twenty-fifth round (converted by value: RUNG_FROM_WORD), measured even (round25/raw-first-a312f21.csv,
// kernel 9 at 2048-32768 columns, rows 4096 / 8192: -1.0..+0.5); its warp instances with words as well moved -1.2..+2.3
// (kernel 9 at a warp, 512-1024 columns, 4096-32768 rows) and do not.
// Limits: kernel 6's and 7's: at most 32 elements a thread, 8 blocks of a cluster; 16-byte aligned
// pointers.
template <int PACKS, int SCOPE, int SHIFT_WB>
__global__ void __launch_bounds__(1024) layernorm_forward_kernel9(floatX* __restrict__ out, float* __restrict__ mean,
                                          float* __restrict__ rstd, const floatX* __restrict__ inp,
                                          const floatX* __restrict__ weight, const floatX* __restrict__ bias,
                                          int rows, int cols, int cluster_size) {
    __shared__ RowReduceState state;
    int parity = 0;
    const Team team = this_team<SCOPE>(SHIFT_WB ? FORWARD_TEAM_CLUSTER_SIZE(SCOPE, cluster_size) : cluster_size);
    if (team.index < rows)   // the same for every thread of a team: its barriers stay uniform
        layernorm_row_in_registers<PACKS, SCOPE, 0, STATS_TWO_PASS, SHIFT_WB == 1, SHIFT_WB == SHIFT_WB_ALIGNED,
                                   FORWARD_FIRST_SUM_FRESH>(
            out, mean, rstd, inp, weight, bias, team.index, cols, team.rank, team.threads, &state, &parity, NULL, NULL, 0,
            RUNG_WORDS(SCOPE, SHIFT_WB == 1, PACKS));
    if (SCOPE == SCOPE_CLUSTER) cluster_sync_before_exit();   // peers may still read this block's slot
}

// Kernel 10: kernel 9 with one row reduction instead of two: the mean and variance from one pass.
// What changed: kernel 9 (as 6 and 7) sums x, reduces it over the team for the mean, then sums
// (x - mean)^2 and reduces again: two passes over the registers and two team-wide reductions per
// row, and for block and cluster teams each reduction is two barriers (a cluster-wide one too).
// Here each thread gathers sum(d) and sum(d * d) with d = x - pivot in one pass and the team adds
// both in one paired reduction: mean = pivot + E[d], var = E[d^2] - E[d]^2. The pivot is the
// row's first element, as in kernel 4, so a row with a large mean cancels nothing large (the lab's
// large-mean rows are in every test); var is clamped at 0 against the last rounding.
// Why faster: in 16-bit types these kernels are short of instructions, not bytes: Nsight Compute
// on kernel 9 at fp16 8192 x 12288 shows 0.75 instructions issued per cycle per scheduler with 92%
// of warps resident, and a row of 16-bit values is half the bytes of fp32 for the same arithmetic
// per element. One pass saves a conversion and an add per element and one reduction per row (two
// barriers; for cluster teams a cluster-wide barrier, which nothing hides at 65536 columns).
// Predicted: 16-bit rows +5-10 points where kernel 9 is issue-bound (12288-32768 fp16 columns, 1600-2048
// columns), cluster rows (65536 columns) more; fp32, which is bound by bytes, about unchanged.
// Measured (H100, best block size of each, results/dev-h100-2026-11-23/raw-forward-9-10-013b113.csv, rows
// 4096 / 32768): cluster rows gain most, bf16 65536 columns 64.1 / 63.7 -> 75.4 / 75.6% of the copy, fp32
// 65536 83.5 / 84.7 -> 90.2 / 90.7, fp16 65536 64.7 / 64.0 -> 68.5 / 69.2; bf16 32768 90.9 / 94.4 -> 95.2 /
// 98.5, 12288 90.5 / 93.1 -> 93.7 / 96.8; 1600-2048 16-bit +0.4 to +2.8 (not the predicted 5-10). But fp16 at
// 4096-16384 columns fell 2-14 points (16384: 96.7 -> 82.5% at 32768 rows), and fp32 below 32768
// columns moved within -3.4..+1.5: the dispatcher uses it only where it won.
// Limits: kernel 9's (at most 32 elements a thread, 8 blocks a cluster, 16-byte aligned pointers).
// And kernel 4's pivot: a row whose first value is an outlier (100 sigma and more from the rest)
// loses precision to the shift (fp32 at any width and 16-bit at 65536 columns miss the lab's
// tolerance there, in emulation); the merged moments (above `Moments`) do not. FORWARD10_STATS=2
// (-D) builds this kernel with them: correct on the H100 at 27 shapes of any alignment and with
// --outliers, but slow in 16-bit (bf16 32768 columns 75.7% of the copy against the pivot's 95.2, 65536
// 58.9 against 75.2; fp32 within 0.1 up to 16384 columns, 65536 72.3 against 90.1: ptxas spills 4-32
// bytes in three cluster instances at the 64 registers a thread of 1024-thread blocks, and each Pack's
// merge is an IEEE division). Since the twelfth round each thread's own values enter as their exact
// two-pass moments (one division a thread, not one a Pack); with the merges' divisions as __fdividef
// as well (-DMOMENTS_FAST_DIVIDE=1) that build reaches, at 4096 rows (results/dev-h100-2026-11-23/
// round12/raw-forward-be57dfb.csv): bf16 32768 / 65536 columns 82.3 / 64.2% (IEEE merges: 77.6 /
// 60.4), fp16 83.8 / 64.6, fp32 91.4 / 81.8; kernel 9's two passes 90.9 / 64.4, 73.1 / 65.0, 90.6 /
// 83.0; this kernel's pivot 95.1 / 75.8, 81.1 / 68.1, 93.0 / 90.0. Correct with --outliers at 768-65537
// columns. So at 65536 columns the merge tree (three values a shuffle, a division a step) costs as much
// as the second reduction it saves; the dispatcher keeps kernel 9 there.
// Since the seventeenth round the team merge is row_merge_moments' one exchange (the warp's lanes summed
// about a shift they share, no division a step; the warps merged as two passes after one barrier), which
// MOMENTS_FAST_DIVIDE no longer touches. Predicted: the pivot's speed, since the pivot's edge was thought to
// be its one reduction (kernel 9 takes two, each two barriers and, in a cluster, a cluster.sync); this
// takes one barrier in all. Measured (H100, best block size, rows 4096 / 8192; dev/jobs/round17_moments.sh,
// results/dev-h100-2026-11-23/round17/raw-moments-a825e1e.csv): no faster than kernel 9's two passes, and
// still behind the pivot: fp32 65536 columns 83.9 / 84.3% of the copy against kernel 9's 83.6 / 84.1 and
// the pivot's 90.2 / 90.4; fp32 32768 88.4 / 90.2 against 91.9 / 92.9 and 93.5 / 94.1; bf16 32768 91.7 /
// 94.7 against 92.0 / 95.0 and 94.8 / 97.5; fp16 24576 84.4 / 85.4 against 84.1 / 85.0 and 88.8 / 90.0
// (the old merge tree, round 12: bf16 32768 77.6, fp32 65536 72.3). Correct with --outliers at every
// block size, 512-65536 columns, every dtype; GPU matrix and sanitize clean. So the barriers are not
// what the pivot saves; the lab has not found what is (what the two exact builds share and the pivot
// does not: each thread's second pass over its registers waits for its mean, a division). ptxas spills
// 8 bytes in the fp32 8-Pack cluster instance (one edge value across the merge).
// Since the fiftieth round the rung takes the checked pivot in fp16, and since the fifty-first in bf16 too
// (STATS_PIVOT_CHECKED, kernel 11's since [C49]): the pivot's pass, and the two passes again where the pivot lies over 3
// deviations from the row's mean. The bare pivot's weakness (above) is gone there: built so in every dtype, correct with
// --outliers at 2048-65536 columns at every block size, where the bare pivot failed fp32 and fp16 at 8192 and 32768
// (results/dev-h100-2026-11-27/round50/c/check.txt: 66 ok against 5 ok, 13 FAIL). Its cost, rung 10 at its best block
// size, bare -> checked (round50/c/best.txt, rows 4096): bf16 2048 columns 89.2 -> 88.9, 4097 90.1 -> 89.7 % of the copy;
// fp16 32768 96.2 -> 95.9; fp32 12288 97.5 -> 96.8. In bf16, the dispatcher bare -> checked, two runs in turn
// (results/dev-h100-2026-11-27/round51/a/, rows 4096): 4096 columns 96.2 -> 96.0, 4097 90.0 -> 89.6, 8192 96.9 -> 97.0,
// 16384 98.3 -> 97.9 (8192 / 32768 rows 98.9 / 101.1 -> 98.6 / 101.0); its 2-Pack block instances keep their 32
// registers (ptxas -v). So the dispatcher may take it where the bare pivot was unsafe (FORWARD10_SAFE_COLS,
// FORWARD15_ONE_PASS_FROM: fp16 since then). fp32 keeps the bare pivot (-D3 to try it): at the 64 registers of a
// 1024-thread block its 8-Pack instances spill (block) or split their row loads (cluster) with the check (round50/d,
// the SASS check), and the dispatcher never takes kernel 10 in fp32.
// The fiftieth round's trial of the check in bf16 lost 3-24 points at the dispatcher's one pass at 2 Packs a thread
// (round50/f): that build had fp16's __launch_bounds__(1024, 1) too, under which ptxas gave those instances 47-48
// registers (one 1024-thread block an SM where two fit); under (1024) they take 32 with the check as without it.
// The bounds (FORWARD10_MIN_BLOCKS, below): __launch_bounds__(1024, 1) in fp16, since under (1024) ptxas held its
// checked 2-Pack block instance to 32 registers and spilled 4 bytes (46 with the bare pivot); fp32 and bf16 keep (1024)
// (fp32's bare 8-Pack cluster instance split its row loads under (1024, 1): round50/e's SASS check; bf16's 2-Pack
// instances, above). Except fp16's shifting 1- and 2-Pack block instances (a row with a head, SHIFT_WB), (1024) since
// the fifty-third round: under (1024, 1) ptxas gave the 2-Pack one 44 registers (bf16's takes 32, fp16's kernel 9 34),
// under (1024) 34, no spill (the SASS check). Rung 10 at its best block size, rows 4096 (results/dev-h100-2026-11-28/
// round53/c/best.txt): 4097 columns 85.5 % of the copy (128 threads) -> 87.0 (256), 3001 82.3 -> 82.1; and the
// dispatcher's rows with a head take it (FORWARD15_HEAD_TWO_PACKS_MAX_ROWS).
// Since the fifty-fourth round those two instances are under (1024, 2), a cap of 32 registers. At 34, fp16's 2-Pack
// instance held 6 blocks of 256 threads an SM. bf16's takes 32 and holds 8: under Nsight Compute at 4096 x 4097, 75 %
// theoretical occupancy and 62 % achieved, against bf16's 100 % and 80 % (results/dev-h100-2026-11-28/round54/f/a/).
// At 32 it spilled 8 bytes. With the pivot's shift chosen once a Pack (add_shifted_sums) it spills nothing. Rung 10 at
// its best block size, rows 4096 (round54/g/best.txt): 4097 columns 86.7 -> 90.6 % of the copy (256 threads), 3001
// 82.1 -> 85.2.
// Since the fifty-fifth round every 1- and 2-Pack block instance (the aligned ones too, SHIFT_WB 0) chooses the shift
// once a Pack, in every dtype, and fp16's are under (1024, 2): ptxas gave fp16's aligned 2-Pack instance 44 registers
// (5 blocks of 256 threads an SM) and its 1-Pack one 40; now 32 each, no spill; bf16's counts are unchanged. Rung 10
// alone at its best block size, fp16 4096 rows (results/dev-h100-2026-11-28/round55/b/rungs.csv): 4096 columns 91.8
// (128 threads) -> 96.3 (256), 8192 95.8 (256) -> 97.1 (512); the dispatcher then takes it (FORWARD15_TWO_PACKS_FROM).
#ifndef FORWARD10_STATS
#if defined(ENABLE_FP16) || defined(ENABLE_BF16)
#define FORWARD10_STATS STATS_PIVOT_CHECKED   // the rung's statistics: 3 the checked pivot; 1 the bare pivot;
#else                                         // 2 the merged moments (slower, see above); -D
#define FORWARD10_STATS STATS_PIVOT
#endif
#endif
// Since the fifty-eighth round bf16's shifting 1- and 2-Pack block instances are under (1024, 2) too: with the shift
// folded (FORWARD_SHIFT_BY_HEAD) ptxas gave the 2-Pack one 49 registers under (1024), 4 blocks of 256 threads an SM;
// under (1024, 2) 32 and 8 bytes of spill (the SASS: results/dev-h100-2026-11-28/round58/a/sass.txt). The dispatcher
// at bf16 4096 / 8192 x 4097, in turn (round58/a/mean.txt): 87.8 / 91.4 -> 91.2 / 94.5 % of the copy.
// FORWARD10_BOUNDED: 0 (1024) for every instance (fp32); 1 fp16's bounds; 2 bf16's (the shifting 1- and 2-Pack block
// instances under (1024, 2), the others (1024)); -D to try.
#ifndef FORWARD10_BOUNDED
#if defined(ENABLE_FP16)
#define FORWARD10_BOUNDED 1
#elif defined(ENABLE_BF16)
#define FORWARD10_BOUNDED 2
#else
#define FORWARD10_BOUNDED 0
#endif
#endif
// the least blocks an SM of __launch_bounds__: 0 leaves it out, as (1024)
#define FORWARD10_MIN_BLOCKS(PACKS, SCOPE, SHIFT_WB) \
    (FORWARD10_BOUNDED == 1 ? (SCOPE == SCOPE_BLOCK && PACKS <= 2 ? 2 : 1) : \
     FORWARD10_BOUNDED == 2 && SCOPE == SCOPE_BLOCK && PACKS <= 2 && SHIFT_WB ? 2 : 0)
template <int PACKS, int SCOPE, int SHIFT_WB>
__global__ void __launch_bounds__(1024, FORWARD10_MIN_BLOCKS(PACKS, SCOPE, SHIFT_WB == 1))
    layernorm_forward_kernel10(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                               const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                               const floatX* __restrict__ bias, int rows, int cols, int cluster_size) {
    __shared__ RowReduceState state;
#if FORWARD10_STATS == 2
    __shared__ MomentsReduceState moments_state;
    MomentsReduceState* moments = &moments_state;
#else
    MomentsReduceState* moments = NULL;
#endif
    int parity = 0;
    const Team team = this_team<SCOPE>(SHIFT_WB ? FORWARD_TEAM_CLUSTER_SIZE(SCOPE, cluster_size) : cluster_size);
    if (team.index < rows)   // the same for every thread of a team: its barriers stay uniform
        layernorm_row_in_registers<PACKS, SCOPE, 0, FORWARD10_STATS, SHIFT_WB == 1, SHIFT_WB == SHIFT_WB_ALIGNED,
                                   FORWARD_FIRST_SUM_FRESH>(
            out, mean, rstd, inp, weight, bias, team.index, cols, team.rank, team.threads, &state, &parity, moments, NULL,
            0, RUNG_WORDS(SCOPE, SHIFT_WB == 1, PACKS));
    if (SCOPE == SCOPE_CLUSTER) cluster_sync_before_exit();   // peers may still read this block's slot
}

// Kernel 11: every warp keeps a ring of its next rows in shared memory, filled by the TMA.
// The problem: kernel 9 (one team per row) has no row in flight while a team reduces and writes, and
// it holds the row in registers, so the registers decide how many rows an SM has in flight; kernel
// 8 stages the next row with cp.async, but one 16-byte copy per thread per Pack, and its persistent
// teams wait on their own reductions. At 16-bit rows of 1600-2048 columns these were the forward's
// largest shortfall (kernel 8 at 76-88% of the copy, dev/NOTES.md "Eighth round").
// What changed: a warp per row, as kernel 6, but its rows come through a ring of `stages` slots in
// shared memory (2-4, one row each, a ring per warp). Lane 0 asks the Tensor Memory Accelerator for a whole row with
// one bulk copy (cp.async.bulk, common.h), counted on the slot's mbarrier; at the start a warp asks
// for its first `stages` rows, and each time it is done with a slot (__syncwarp: every lane has read
// it) lane 0 refills the slot with the row `stages` ahead. The lanes wait on the slot's barrier,
// then read the row from shared memory twice (the statistics, then the output; three times with
// two-pass statistics; each Pack copied into a register variable first, so each read is one
// 16-byte ld.shared: the backward's kernel 12 shows what passing a pointer to a shared Pack costs)
// and write y from registers with 16-byte stores (the output loop is not unrolled: nvcc 13.0 split
// the unrolled copies' Pack stores into 2-byte pieces). No thread spends registers or instructions on the loads in flight, and no warp
// waits for another: the ring is the warp's own.
// The statistics are kernel 10's one pass (x - pivot and its square, one paired warp reduction),
// and the ring has 2 slots a warp. The dispatcher's fp32 rows take STATS_PIVOT_CHECKED since the forty-ninth round
// (dev/NOTES.md [C49]): the same pass, then the two passes again for a row whose pivot lies more than 3 standard
// deviations from its mean (pivot_needs_two_passes), so that an outlier first value costs a pass, not the row's
// precision. FORWARD11_STATS=0 and FORWARD11_STAGES=3 or 4 (-D) give the
// two-pass statistics and longer rings for experiments, FORWARD11_STATS=2 the merged moments (the
// pivot's weakness is above `Moments`; on the H100 correct with --outliers, 4-8 points below the
// pivot: bf16 4096 x 1600 85.5 against 90.3%, fp32 8192 x 512 93.8 against 98.2; two passes 88.0 and
// 97.1), FORWARD11_ROWS_PER_WARP=K a grid that gives
// every warp at least K rows (measured: slower, bf16 4096 x 1600 90.3 -> 79.7 / 66.8% at K = 2 / 4:
// fewer warps cost more than the overlap gains).
// Predicted: every warp has `stages` rows in flight from its first cycle, as a copy kernel has its
// bytes: 16-bit 1600-2048 columns from 76-88% toward 95%, and the short 16-bit rows at 8192 rows
// (87-93%) up a few points; fp32 about kernel 9's.
// Measured (H100, best block size, rows 4096 / 8192 / 32768; results/dev-h100-2026-11-23/round9/,
// dev/NOTES.md "Ninth round"):
//   - Two-pass, 3 slots (the first build): bf16 1600 86.1 / 82.6 / 86.5% of the copy against the
//     dispatcher's 81.3 / 76.4 / 85.4 (kernel 8), fp16 1600 88.3 / 83.4 / 87.9 against 82.9 / 78.1 /
//     86.6; at 512-1024 columns within a few points of kernel 9, either way.
//   - Fewer slots, more warps: 2 slots beat 3 and 4 almost everywhere, and 1024-thread blocks (which
//     only fit with 2) were often the best block size: an SM fits as many warps as slots allow, and
//     the warps, not the bytes in flight (2 slots of 32 warps is ~200 KB an SM), are what was short.
//     One-pass statistics gained again (fp16 8192 x 512: 86.8 -> 92.6%).
//   - Both (the rung as it is): bf16 1600 90.3 / 86.8 / 92.7, bf16 2048 85.7 / 87.8 / 93.0, fp16
//     1600 92.7 / 89.2 / 94.1, fp16 8192 x 512 94.3, 8192 x 768 97.5, fp32 8192 x 512 98.5 (kernel 9:
//     93.3). Still short of 95% at 16-bit 1600-2048 columns and 4096-8192 rows.
//   - Wide rows are not for it: a warp walks the whole row, and a slot of 8-24 KB leaves few warps an
//     SM (bf16 4096 columns 63-76%, 12288 columns 42-49%; block teams, kernels 9 and 10, reach 92-98).
// Since the twenty-second round, weight and bias come from shared memory where a lane walks 4 Packs a row or more (5 in
// 16-bit; forward11_weight_bias_shared). Nsight Compute at bf16 4096 x 2048 (512 threads, 16 warps an SM,
// results/dev-h100-2026-11-24/round22/ncu-forward-19af0d6/) found the warps stalled on L1TEX half the time (5.3 of 10.6
// cycles between a warp's instructions): the output loop loaded weight and bias from global memory for every Pack of
// every row (L1 hit 65 %), one iteration after another. Now the block copies them into shared memory once (by the TMA
// since the fifty-sixth round: the comment before forward11_weight_bias_shared), and the loop reads them there.
// Measured (round22/raw-wb-9c76dae.csv, the rung at its best block size, rows 4096 / 8192 / 32768, the copy always on
// against never): fp32 768 94.7 / 94.5 / 96.7 -> 101.2 / 102.4 / 98.2 % of the copy, fp32 1024 84.4 / 88.9 / 93.6 ->
// 98.6 / 98.7 / 97.4, fp32 1600 77.6 / 79.0 / 81.0 -> 98.6 / 96.2 / 97.0; bf16 2048 85.5 / 87.7 / 92.9 -> 93.1 / 94.6 /
// 94.9, fp16 1600 92.7 / 89.3 / 94.0 -> 97.2 / 96.4 / 95.2; but 16-bit 512-1024 columns, where a lane walks 2-4 Packs,
// -4.5 to +2.1 (fp16 4096 x 512 93.7 -> 89.2), hence the threshold.
// Since the twenty-third round the 16-bit instances are held to 40 registers a thread (FORWARD11_MAX_REGISTERS,
// below, says why and what it bought: bf16 8192 x 512 at 128 threads 86.5 -> 93.2 % of the copy). Lesson for the
// file: with a warp's rows in shared memory the registers still decide how many warps an SM holds, and one register
// over a multiple of 8 costs a sixth of them.
// Since the twenty-fourth round the bf16 instances convert each Pack element from its 32-bit word where it is used
// (pack_value, common.h; FORWARD11_PACK_FROM_WORD), where cvt.f32.bf16 first unpacked every element into a 16-bit
// register (a PRMT an element): the pivot instance with weight and bias shared 1128 -> 1080 SASS instructions, no
// PRMT, 38 registers. Kernel 11 reads each Pack from shared memory at each use, so nothing is held longer; the
// register rungs, which hold their Packs, ran slower so (dev/NOTES.md [E23]). Predicted from [E23]'s build (the
// same PTX for this instance): the dispatcher at bf16 4096 / 8192 x 2048 91.5 / 93.8 -> 93.6 / 95.4 % of the copy.
// Measured against -DFORWARD11_PACK_FROM_WORD=0 in one job (results/dev-h100-2026-11-24/round24/raw-first-c275a82.csv,
// best block size, rows 4096 / 8192 / 32768): 2048 columns 91.7 / 93.9 / 94.7 -> 94.6 / 95.5 / 95.3, 1600 95.7 /
// 92.7 / 94.6 -> 97.9 / 95.3 / 95.3; 512-1024 -0.7 to +1.2; the dispatcher at 2048 91.9 / 93.9 / 94.0 -> 93.8 / 95.7
// / 94.7, at 1600 95.9 / 92.7 / 93.4 -> 97.8 / 93.5 / 94.3.
// Limits: sm_90 (bulk copies); cols a multiple of PACK_SIZE and 16-byte aligned pointers (a bulk
// copy moves 16-byte units between 16-byte aligned addresses); `stages` rows per warp must fit a
// block's shared memory (at least 2 of them: rows of up to ~56 KB at one warp a block). Fast only
// for rows of up to ~2048 columns (above).
#define FORWARD11_MAX_STAGES 4
#define FORWARD11_MAX_WARPS (1024 / WARP_SIZE)
// Kernel 11's registers: at most 40 a thread in 16-bit (__maxnreg__, FORWARD11_MAX_REGISTERS; fp32's take 32).
// The bf16 instances took 38-45, fp16's 39-42, and registers are granted 8 a thread at a time: at 41 an SM holds
// 10 blocks of 128 threads, at 40 it holds 12. That one register was why bf16 ran 6-7 points under fp16 at 8192 x
// 512 with the same kernel and bytes (kernel 11 at 128 threads 86.5 against 94.0 % of the copy; fill patterns ruled
// out, dev/NOTES.md [A23]). Held to 40 (no spills): bf16 86.5 -> 93.2 there, 8192 x 768 at 128 threads 96.0; fp16
// -1.9..+1.7 by block size and shape (results/dev-h100-2026-11-24/round23/raw-maxnreg-51f3992.csv). Fewer is worse:
// 32 (__launch_bounds__(1024, 2), 16 blocks of 128 threads; a -D build at d82b79d, since removed) made ptxas
// spill 4-16 bytes a thread and ran slower in 16-bit almost everywhere (fp16 8192 x 512 93.5 -> 86.9 at 128
// threads; round23/raw-regs-d82b79d.csv). __maxnreg__ and __launch_bounds__ cannot be given together; __maxnreg__ does not limit the
// block size (40 x 1024 threads fit an SM's 65536 registers).
#ifndef FORWARD11_MAX_REGISTERS
#define FORWARD11_MAX_REGISTERS 40   // -D: 0 for none
#endif
#if FORWARD11_MAX_REGISTERS > 0 && (defined(ENABLE_BF16) || defined(ENABLE_FP16))
#define FORWARD11_LAUNCH_BOUNDS __maxnreg__(FORWARD11_MAX_REGISTERS)
#else
#define FORWARD11_LAUNCH_BOUNDS __launch_bounds__(1024)
#endif
// Whether kernel 11 copies weight and bias into shared memory (the launcher also needs room for them beside two
// rows a warp): where a lane walks at least FORWARD11_WB_SHARED_PACKS Packs a row. Below that the copy and its
// barrier cost the short rows more than the reloads did (16-bit 512-1024 columns at 4096 rows: 0 to 4.5 points lower).
// Kernel 11's bf16 Packs converted to floats from their 32-bit words where they are used (pack_value, common.h):
// 1 (the default since the twenty-fourth round), 0 with floatX_to_float as the other rungs (-D, A/B builds).
#ifndef FORWARD11_PACK_FROM_WORD
#define FORWARD11_PACK_FROM_WORD CONVERT_FROM_WORD_PINNED   // -D 0 (CONVERT_BY_VALUE): the A/B build
#endif
#ifndef FORWARD11_WB_SHARED_PACKS
#define FORWARD11_WB_SHARED_PACKS (sizeof(floatX) == 4 ? 4 : 5)   // -D: 1 always, a large value never (A/B builds)
#endif
// Since the fifty-sixth round shared weight and bias come by two bulk copies that thread 0 asks the TMA for, and each
// warp waits for them once, before it normalizes its first row (its statistics need neither), where every thread
// loaded them, stored them and met at a __syncthreads before any warp read a row. A block of at least
// FORWARD11_WB_FIRST_WARPS warps asks for them before thread 0's rows, a smaller one after: small blocks, many to an
// SM, asking first put hundreds of requests for the same few kilobytes ahead of every row (dev/NOTES.md [C56]).
// Measured (results/dev-h100-2026-11-28/round56/c/mean.txt: the rung at every block size, the loads before -> the
// copies asked for after / before thread 0's rows, % of the copy, two runs in turn): bf16 4096 x 2048 at 512 threads
// 94.0 -> 97.0 / 98.5 (fp16 95.4 -> 97.8 / 98.5); 8192 x 1600 at 1024 threads 91.2 -> 92.3 / 96.2 (fp16 91.7 -> 93.2 /
// 96.6); 8192 x 2048 at 128 threads 95.6 -> 97.0 / 95.3; 4096 x 1600 at 128 threads 92.5 -> 95.2 / 89.3; 32768 x 1600
// at 256 threads 95.0 -> 95.0 / 95.2 (fp16 95.4 -> 95.0 / 95.1).
#ifndef FORWARD11_WB_FIRST_WARPS
#define FORWARD11_WB_FIRST_WARPS 8   // -D: 1 always first, 33 never (A/B builds)
#endif
static int forward11_weight_bias_shared(int cols) {
    return ceil_div(cols / PACK_SIZE, WARP_SIZE) >= FORWARD11_WB_SHARED_PACKS;
}

// Lane 0's request to the TMA for row `row` (when it exists) into `slot`, counted by `landed`.
static __device__ __forceinline__ void request_row(Pack* slot, uint64_t* landed, const floatX* inp, long long row,
                                                   int rows, int cols) {
    if (row >= rows) return;
    const unsigned int bytes = (unsigned int)cols * (unsigned int)sizeof(floatX);
    mbarrier_expect_bytes(landed, bytes);
    bulk_copy_async(slot, inp + (size_t)row * cols, bytes, landed);
}

// Thread 0's request to the TMA for weight and bias (two bulk copies of a row's bytes, one after the other in
// `weight_bias`), counted by `landed`.
static __device__ __forceinline__ void request_weight_bias(Pack* weight_bias, uint64_t* landed, const floatX* weight,
                                                           const floatX* bias, int cols) {
    const unsigned int bytes = (unsigned int)cols * (unsigned int)sizeof(floatX);
    mbarrier_expect_bytes(landed, 2 * bytes);
    bulk_copy_async(weight_bias, weight, bytes, landed);
    bulk_copy_async(weight_bias + cols / PACK_SIZE, bias, bytes, landed);
}

// Kernel 11's two passes over a row in its ring slot: the mean, then the squares about it. {mean, rstd}.
static __device__ __forceinline__ float2 ring_two_pass_stats(const Pack* x, int lane, int packs, int cols) {
    float sum = 0.0f;
    #pragma unroll 4
    for (int pack = lane; pack < packs; pack += WARP_SIZE) {
        const Pack p = x[pack];
        sum += pack_sum(p, CONVERT_BY_VALUE);
    }
    const float row_mean = warp_sum(sum) / cols;
    float sum_squares = 0.0f;
    #pragma unroll 4
    for (int pack = lane; pack < packs; pack += WARP_SIZE) {
        const Pack p = x[pack];
        sum_squares += pack_squared_deviations(p, row_mean, CONVERT_BY_VALUE);
    }
    return make_float2(row_mean, rsqrtf(warp_sum(sum_squares) / cols + LAYERNORM_EPS));
}
// STATS: how a row's mean and rstd are found (STATS_*, above layernorm_row_in_registers). WEIGHT_BIAS_SHARED 1:
// weight and bias copied into shared memory once a block by the TMA (forward11_weight_bias_shared).
template <int STATS, int WEIGHT_BIAS_SHARED>
__global__ void FORWARD11_LAUNCH_BOUNDS
layernorm_forward_kernel11(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                           const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                           const floatX* __restrict__ bias, int rows, int cols, int stages) {
    extern __shared__ __align__(STAGED_ALIGN) Pack staged[];   // [warp][slot][the row's Packs]
    __shared__ uint64_t landed[FORWARD11_MAX_WARPS][FORWARD11_MAX_STAGES];   // per slot: its row has arrived
    __shared__ uint64_t weight_bias_landed;   // WEIGHT_BIAS_SHARED: weight and bias have arrived
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE, warps = blockDim.x / WARP_SIZE;
    const int packs = cols / PACK_SIZE;
    const long long warps_in_grid = (long long)gridDim.x * warps;
    Pack* ring = staged + (size_t)warp * stages * packs;
    Pack* weight_bias = staged + (size_t)warps * stages * packs;   // WEIGHT_BIAS_SHARED: [weight's Packs | bias's]

    if (lane == 0) {   // thread 0 asks for weight and bias before its rows in a block of FORWARD11_WB_FIRST_WARPS warps or more
        const int weight_bias_first = warps >= FORWARD11_WB_FIRST_WARPS;
        if (WEIGHT_BIAS_SHARED && warp == 0) mbarrier_init(&weight_bias_landed, 1);
        if (WEIGHT_BIAS_SHARED && warp == 0 && weight_bias_first)
            request_weight_bias(weight_bias, &weight_bias_landed, weight, bias, cols);
        for (int slot = 0; slot < stages; slot++) mbarrier_init(&landed[warp][slot], 1);
        for (int slot = 0; slot < stages; slot++)
            request_row(ring + slot * packs, &landed[warp][slot], inp, blockIdx.x * warps + warp + slot * warps_in_grid,
                        rows, cols);
        if (WEIGHT_BIAS_SHARED && warp == 0 && !weight_bias_first)   // else after them
            request_weight_bias(weight_bias, &weight_bias_landed, weight, bias, cols);
    }
    const floatX* row_weight = WEIGHT_BIAS_SHARED ? (const floatX*)weight_bias : weight;   // where normalize_pack reads
    const floatX* row_bias = WEIGHT_BIAS_SHARED ? (const floatX*)(weight_bias + packs) : bias;
    if (WEIGHT_BIAS_SHARED) __syncthreads();   // every barrier is initialized before any warp waits on weight_bias_landed
    else __syncwarp();   // the barriers are initialized before any lane waits on them

    int use = 0;   // how many rows this warp has taken: slot use % stages, phase parity (use / stages) & 1
    for (long long row = blockIdx.x * warps + warp; row < rows; row += warps_in_grid, use++) {
        const int slot = use % stages;
        const Pack* x = ring + slot * packs;
        mbarrier_wait(&landed[warp][slot], (use / stages) & 1);

        float row_mean, row_rstd;
        if (STATS == STATS_PIVOT || STATS == STATS_PIVOT_CHECKED) {
            const float pivot = floatX_to_float(((const floatX*)x)[0]);
            float2 sums = make_float2(0.0f, 0.0f);
            #pragma unroll 4
            for (int pack = lane; pack < packs; pack += WARP_SIZE) {
                const Pack p = x[pack];
                add_shifted_sums(&sums, p, pivot, 1, FORWARD11_PACK_FROM_WORD);
            }
            shifted_mean_rstd(warp_sum2(sums), pivot, cols, &row_mean, &row_rstd);
            if (STATS == STATS_PIVOT_CHECKED && pivot_needs_two_passes(row_mean, row_rstd, pivot)) {   // warp-uniform
                const float2 stats = ring_two_pass_stats(x, lane, packs, cols);
                row_mean = stats.x;
                row_rstd = stats.y;
            }
        } else if (STATS == STATS_MOMENTS) {
            Moments own = {0.0f, 0.0f, 0.0f};
            #pragma unroll 4
            for (int pack = lane; pack < packs; pack += WARP_SIZE) { const Pack p = x[pack]; add_pack_moments(&own, p); }
            const Moments row = warp_merge_moments(own);
            row_mean = row.mean;
            row_rstd = rstd_of_moments(row);
        } else {
            const float2 stats = ring_two_pass_stats(x, lane, packs, cols);
            row_mean = stats.x;
            row_rstd = stats.y;
        }
        if (WEIGHT_BIAS_SHARED && use == 0) mbarrier_wait(&weight_bias_landed, 0);   // once: they stay
        floatX* y = out + (size_t)row * cols;
        #pragma unroll 1   // unrolled copies stored y in 2- or 4-byte pieces (PTX, sm_90, nvcc 13.0)
        for (int pack = lane; pack < packs; pack += WARP_SIZE) {
            const Pack p = x[pack];
            normalize_pack<0, 0>(y, row_weight, row_bias, pack * PACK_SIZE, cols, 0, p, row_mean, row_rstd,
                                 FORWARD11_PACK_FROM_WORD);
        }
        if (lane == 0) { mean[row] = row_mean; rstd[row] = row_rstd; }
        __syncwarp();   // every lane has read the slot: it may be refilled
        if (lane == 0) request_row(ring + slot * packs, &landed[warp][slot], inp, row + stages * warps_in_grid, rows, cols);
    }
    if (WEIGHT_BIAS_SHARED && use == 0) mbarrier_wait(&weight_bias_landed, 0);   // a warp without rows: no copy in flight at exit
    // every row requested was waited for: no copy is still writing the ring when the block exits
}

// Kernel 12: a block per row, the row streamed through shared memory in chunks by the TMA.
// The problem: rows too wide for a warp, and 16-bit rows of 32768-65536 columns above all (forward
// 68-76% of the copy at 65536, fp16 83-87% at 12288-32768; dev/NOTES.md "Where the targets stand").
// Kernels 9 and 10 hold such a row in the registers of a block, or of a cluster of two: one block
// fills an SM, all its loads are issued at once, and then the SM's memory pipe is idle while the
// block reduces, normalizes and writes; the next row's loads start only when this row is done.
// Kernel 11's ring needs a warp per row, which wide rows make slow (few warps fit an SM).
// What changed: the block's shared memory holds one whole row, cut into chunks of blockDim.x Packs
// (one Pack a thread a chunk), each chunk with its own mbarrier. Thread 0 asks the TMA for every
// chunk of the block's first row with one bulk copy each. The threads sum their Packs of each chunk
// as it lands (one pass: the merged moments above, so an outlier first value costs nothing),
// then write y chunk by chunk; after each chunk a __syncthreads says every thread is done with it,
// and thread 0 refills that chunk with the same chunk of the block's next row. So the next row's
// bytes stream in behind this row's output, as a copy kernel's reads run beside its writes, and the
// memory pipe waits only while a block sums and reduces a row that has already arrived. No thread
// spends registers or instructions on the loads in flight, and the registers no longer bound the
// row: shared memory does (227 KB: 16-bit rows up to ~116000 columns, fp32 up to ~58000).
// Predicted: 16-bit rows of 32768-65536 columns from 68-87% to about 90% of the copy (a 128 KB row
// at 1 block an SM leaves the pipe idle for the statistics of each row, ~10% of a row's time);
// rows of 4096-16384 columns, where several blocks fit an SM and cover each other's gaps, about
// kernel 10's 92-98%.
// Its statistics are the merged moments (above `Moments`), not kernel 10's single pivot, which an
// outlier first value spoils; they cost a merge (a division and a few multiply-adds) a Pack.
// Measured (H100, best block size; results/dev-h100-2026-11-23/round10/raw-explore-d1b2dc6.csv): correct
// everywhere (GPU matrix and sanitize), but slower than predicted almost everywhere. 16-bit 65536
// columns 59.9-60.0% of the copy (kernel 10: 68-75); bf16 32768 87.4 (kernel 10: 95.2); fp32 8192 91.4
// (kernel 9: 98.3); short rows 63-77%. It wins only at fp16 4096 x 32768 (89.0 against the
// dispatcher's 84.9) and 8192 x 12288 (86.6 against 83.8), one row count each (since the thirteenth
// round's fix of fp16 kernel 9's load order the dispatcher runs 93.3 and 94.0 there), and the merged
// moments cost it too (below, kernel 10's build with them: up to 20 points in 16-bit). Not understood
// yet: what holds it at one 128 KB row an SM (no profile was taken); the dispatcher does not use it.
// Limits: sm_90 (bulk copies); cols a multiple of PACK_SIZE and 16-byte aligned pointers (a bulk
// copy moves 16-byte units between 16-byte aligned addresses); the row must fit a block's shared
// memory; at most FORWARD12_MAX_CHUNKS chunks a row (the launcher refuses smaller blocks).
#define FORWARD12_MAX_CHUNKS 64

// Thread 0's request to the TMA for chunk `chunk` (Packs chunk * chunk_packs, ...) of row `row`,
// when that row exists, into the same Packs of `staged`, counted by landed[chunk].
static __device__ __forceinline__ void request_chunk(Pack* staged, uint64_t* landed, const floatX* inp, long long row,
                                                     int rows, int cols, int chunk, int chunk_packs) {
    if (row >= rows) return;
    const int packs = cols / PACK_SIZE, first = chunk * chunk_packs;
    const int count = packs - first < chunk_packs ? packs - first : chunk_packs;
    const unsigned int bytes = (unsigned int)count * (unsigned int)sizeof(Pack);
    mbarrier_expect_bytes(&landed[chunk], bytes);
    bulk_copy_async(staged + first, inp + (size_t)row * cols + (size_t)first * PACK_SIZE, bytes, &landed[chunk]);
}

__global__ void __launch_bounds__(1024) layernorm_forward_kernel12(floatX* __restrict__ out, float* __restrict__ mean,
                                          float* __restrict__ rstd, const floatX* __restrict__ inp,
                                          const floatX* __restrict__ weight, const floatX* __restrict__ bias,
                                          int rows, int cols) {
    extern __shared__ __align__(STAGED_ALIGN) Pack staged[];   // one row; chunk k is Packs k * blockDim.x ... (k + 1) * blockDim.x - 1
    __shared__ uint64_t landed[FORWARD12_MAX_CHUNKS];   // per chunk: the row's copy of it has arrived
    __shared__ Moments warp_moments[WARP_SIZE];
    const int packs = cols / PACK_SIZE, chunk_packs = blockDim.x;
    const int chunks = (packs + chunk_packs - 1) / chunk_packs;

    if (threadIdx.x == 0) {
        for (int chunk = 0; chunk < chunks; chunk++) mbarrier_init(&landed[chunk], 1);
        for (int chunk = 0; chunk < chunks; chunk++)
            request_chunk(staged, landed, inp, blockIdx.x, rows, cols, chunk, chunk_packs);
    }
    __syncthreads();   // the barriers are initialized before any thread waits on them

    int parity = 0;   // the phase of every chunk's barrier: each completes once a row
    for (long long row = blockIdx.x; row < rows; row += gridDim.x, parity ^= 1) {
        Moments own = {0.0f, 0.0f, 0.0f};   // merged moments (above), a Pack at a time
        for (int chunk = 0; chunk < chunks; chunk++) {
            const int pack = chunk * chunk_packs + threadIdx.x;
            if (pack < packs) {
                mbarrier_wait(&landed[chunk], parity);
                const Pack p = staged[pack];
                add_pack_moments(&own, p);
            }
        }
        const Moments moments = block_merge_moments(own, warp_moments);
        const float row_mean = moments.mean, row_rstd = rstd_of_moments(moments);

        // y through a Pack pointer: from `out + row * cols` nvcc 13.0 stored each Pack of y in 2-byte
        // pieces here (PTX), as it did kernel 11's unrolled loop; from a Pack pointer, one 16-byte store
        floatX* y = (floatX*)((Pack*)out + (size_t)row * packs);
        #pragma unroll 1
        for (int chunk = 0; chunk < chunks; chunk++) {
            const int pack = chunk * chunk_packs + threadIdx.x;
            if (pack < packs) {
                const Pack p = staged[pack];
                normalize_pack<0, 0>(y, weight, bias, pack * PACK_SIZE, cols, 0, p, row_mean, row_rstd,
                                     CONVERT_BY_VALUE);
            }
            __syncthreads();   // every thread has read the chunk: it may be refilled with the next row's
            if (threadIdx.x == 0) request_chunk(staged, landed, inp, row + gridDim.x, rows, cols, chunk, chunk_packs);
        }
        if (threadIdx.x == 0) { mean[row] = row_mean; rstd[row] = row_rstd; }
    }
    // every chunk requested was waited for (the rows a block requests are the rows it takes): no
    // copy is still writing shared memory when the block exits
}

// ----------------------------------------------------------------------------------------------
// Kernel 13: a block per row, the row split between registers and shared memory, no cluster.
// The problem: rows too wide for one block's registers (16-bit rows over 32768 columns, fp32 over
// 32768) make kernels 9 and 10 spread a row over a cluster of 2-8 blocks, and the cluster costs what
// the bytes do not explain. bf16 kernel 9 at 4096 x 32768 (a 64 KB row, one 1024-thread block, one
// block an SM) runs 95% of the copy; at 4096 x 65536 (a 128 KB row, a cluster of two such blocks on two
// SMs: the same 64 KB a block, the same two reductions) 64%, at every block size (56-65%): the
// cluster-wide barriers, the reductions through distributed shared memory, and the launch of whole
// clusters. fp32, whose 65536-column row is also a cluster of 2 but twice the bytes, runs 83%: the
// cluster's cost is fixed per row (round14/raw-first-9ad0d95.csv, build d; dev/NOTES.md).
// What changed: the block keeps its registers' Packs (as kernel 9: PACKS a thread) and puts the rest
// of the row in its own shared memory: up to 227 KB on an H100, so a 1024-thread block holds a 16-bit
// row of up to 147456 columns or an fp32 row of 90112 (64 KB or 128 KB in registers, 14 Packs a thread
// in shared memory). The shared Packs are copied by cp.async (16 bytes a copy, issued with the register
// loads, waited for after the registers' Packs are summed); each thread reads back only its own, so
// no barrier. Statistics as kernel 9 (two passes, two block reductions; since the fiftieth round the checked pivot,
// one: FORWARD13_STATS, below), output as kernel 9. One team per row, no persistent loop, no
// cluster.
// Predicted: 65536 columns from 62-64% (16-bit) and 83-84% (fp32) toward kernel 9's one-block widths,
// 90-95% of the copy; rows that fit registers unchanged (kernel 9's code, nothing staged).
// Measured (fifteenth round, round15/raw-wide-716522c.csv; the GPU matrix and sanitize pass): 16-bit 65536
// columns at 512 threads 87.0-88.6% of the copy at 4096 / 8192 rows (kernel 9's cluster: 64-67), 49152
// columns 85.9-89.1 (55-57), 65537 75.9-76.2 (51-57). 512 threads beat 1024 (84-85 at 65536): two blocks an
// SM, each 96 KB of shared memory, rather than one. Short of 95%: at 32768 columns, where nothing is
// staged, rung 13 runs 3 points under kernel 9 (bf16 4096 rows, 1024 threads: 88.3 against 91.9), a cost of
// its own not yet explained. fp32 65536: 81% against kernel 9's cluster, 83.
// Tried in the sixteenth round: x's register Packs read through ld.global.nc, as kernel 9's are (in the SASS
// rung 13's x loads are plain LDG.E.128, kernel 9's LDG.E.128.CONSTANT: the cp.async of the same row names
// x in an asm statement). No change: bf16 4096 x 32768 88.4 -> 88.3%, 16-bit 49152-65536 within 0.1 point
// (round16/raw-first-be85271.csv). Dropped; the cost at 32768 columns is still unexplained.
// Since the twenty-ninth round: the staged Packs of a row with no head load their weight and bias two Packs at a
// time (FORWARD_WB_GROUP, above normalize_aligned_packs: a Pack at a time, each waited on a round trip to L2 once
// weight and bias outgrow L1), and such rows keep at most 4 Packs a thread in registers (FORWARD13_REGISTER_PACKS;
// fp32 had 8), staging the rest, which then take the grouped path. Predicted +3-8 points where the row is staged;
// measured, rung 13 at its best block size (round29/raw-group-6aab419.csv, rows 4096 / 8192): fp32 32768 columns
// 93.5 / 94.8 -> 96.5 / 97.5 % of the copy, 40960 90.4 / 92.5 -> 93.2 / 94.6, 65536 88.1 / 88.8 -> 90.7 / 91.6
// (as the dispatcher against the round's start: FORWARD15_FP32_RUNG13); fp16 65536 89.1 -> 93.9 at 4096 rows. The
// cost at 32768 columns was weight and bias's, then; 16-bit 40960 lost about a point.
// Since the thirtieth round: the register Packs of such rows, which still wait one round trip a Pack for their
// weight and bias (grouped, they spilled), find them in L1: the normalize phase prefetches them 2 Packs ahead
// (FORWARD_WB_PREFETCH, above prefetch_weight_bias; 16-bit, and fp32 at 1024 threads). Predicted +1-4 points at 65536
// columns; measured against none (round30/raw-fp32-8042f8d.csv, rows 4096 / 8192 / 32768): fp32 65536 90.7 / 91.8 /
// 92.2 -> 94.1 / 95.3 / 96.4 % of the copy, bf16 65536 89.7 / 91.4 -> 91.8 / 93.1 (raw-check-47e2345.csv), 92.9 ->
// 94.1 at 32768 rows; fp16 lost 0.7-1.5 with it then (two passes), and gains with it since the fiftieth round's
// checked pivot (FORWARD13_STATS, below).
// Since the thirty-first round, in bf16, the Packs are held as words (FORWARD13_WORDS, above staged_sum): 64 -> 52
// registers, and bf16 65536 columns 91.7 / 93.1 / 94.2 -> 93.5 / 94.8 / 95.7 (rows 4096 / 8192 / 32768), 40960 88.2
// / 90.7 -> 91.4 / 94.2 (round31/raw-words.csv); fp16 lost 6-9 points with words and keeps its Packs by value.
// Limits: one block of 64-1024 threads per row; the row's Packs beyond the registers' must fit the
// block's shared memory (skipped by name otherwise: kernels 9 and 10 take it with a cluster); cols
// any width (a scalar head and tail, as kernel 9); 16-byte aligned pointers.
// FORWARD13_STATS: the rung's statistics (STATS_*). Since the fiftieth round the checked pivot of kernel 11 (3,
// [C49]: one pass over the registers and the staged Packs and one block reduction, the two passes again for a row whose
// first value lies over 3 deviations from its mean); two passes (0, -D) before ([D49], [A50], [B50]). The dispatcher
// built with 3 against two passes, in turn, two runs (results/dev-h100-2026-11-27/round49/f and g), % of the copy:
// fp32 4096 x 32768 95.6 / 95.8 -> 97.4 / 97.6, 4096 x 65536 94.1 -> 94.5 (both runs), 8192 x 65536 95.2 -> 95.5; bf16
// 4096 x 65536 93.4 / 93.5 -> 94.3, 8192 x 65536 94.9 / 94.8 -> 95.5, 4096 x 32768 +0.3 / 0.0. fp16 lost with it alone
// (4096 x 65536 93.9 -> 87.1 / 86.9, 8192 x 65536 95.3 -> 88.1 / 87.8; 46 registers against 44, no spills; under Nsight
// Compute, round50/a, fewer instructions but longer waits on L1TEX, 8.8 cycles an instruction against 6.4) and gains
// with it and the weight and bias prefetch (FORWARD_WB_PREFETCH, above, which fp16 had left off): 4096 x 65536 94.0 ->
// 94.8, 8192 x 65536 95.2 -> 96.0, 4096 x 49152 93.0 -> 94.3 (round50/b). Why the prefetch turns fp16's loss into a
// gain is not known.
#ifndef FORWARD13_STATS
#define FORWARD13_STATS STATS_PIVOT_CHECKED
#endif
// FORWARD13_STAGGER_NS (1000 since the fifty-third round; 0: off, no code): the first wave's blocks
// (blockIdx.x < FORWARD13_STAGGER_BLOCKS, the blocks an H100 holds at once at 65536 columns) wait
// (blockIdx.x % 8) * this many ns before their row (stagger_first_wave, below). The suspect at 65536 columns,
// 4096 rows (94.3-94.9 % of the copy, 96.5-96.9 at 32768 rows: a fixed cost, [C31], [C47]): a block is one row and
// exits, so the blocks that start together read together, reduce together (no loads in flight anywhere) and write
// together, turn after turn, until the spread of their service breaks the step; more rows, more turns out of step.
// Spreading the first wave's starts over part of a turn (a turn: 2 x 34 MB through the copy's rate, about 22 us) breaks
// it at once, at the cost of the wait of the first blocks only while the others keep the memory busy.
// Measured (the fifty-second round, results/dev-h100-2026-11-28/round52/b: the dispatcher, off / 1000 ns / 3000 ns in
// turn, two runs, % of the copy): 4096 x 65536 fp32 94.5 / 95.1 / 94.9, bf16 94.2 / 94.5 / 94.6, fp16 95.0 / 95.5 /
// 95.0; 4096 x 49152 fp32 94.8 / 95.6 / 95.2, bf16 94.1 / 94.8 / 94.1, fp16 94.4 / 95.3 / 94.4; 8192 x 65536 level to
// +0.3; fp32 4096 x 32768 (two blocks an SM, half of them staggered) level. 1000 ns won at every 4096-row cell, by
// +0.3..+0.9, less than the +1..+2 predicted: the step is some of the cost, not all. The default since the fifty-third
// round, with the rung's GPU matrix and sanitize built with it (dev/NOTES.md [A53]). The same for kernels 9 and 10 at
// block scope, whose first wave (8 blocks an SM) is a quarter of a 4096-row launch at 16-bit 4097 columns, gained
// nothing there (125 / 250 ns at 4097 columns: -0.4..0, [D53]; that switch is removed).
#ifndef FORWARD13_STAGGER_NS
#define FORWARD13_STAGGER_NS 1000
#endif
#ifndef FORWARD13_STAGGER_BLOCKS   // the blocks an H100 holds at 65536 columns: fp32 one of 1024 threads an SM, 16-bit two
#define FORWARD13_STAGGER_BLOCKS (sizeof(floatX) == 4 ? 132 : 264)   // of 512 (a later block's wait would idle its SM)
#endif
// The blocks below first_wave_blocks (those the GPU holds at once) sleep (blockIdx.x % 8) * ns before their row, so
// that they do not all load, reduce and store in step. ns 0: no code.
static __device__ __forceinline__ void stagger_first_wave(int first_wave_blocks, int ns) {
    if (ns > 0 && blockIdx.x < first_wave_blocks) __nanosleep((blockIdx.x % 8) * ns);
}
template <int PACKS>
__global__ void __launch_bounds__(1024) layernorm_forward_kernel13(floatX* __restrict__ out, float* __restrict__ mean,
                                          float* __restrict__ rstd, const floatX* __restrict__ inp,
                                          const floatX* __restrict__ weight, const floatX* __restrict__ bias,
                                          int rows, int cols, int staged_slots) {
    extern __shared__ __align__(STAGED_ALIGN) Pack staged[];   // staged_slots Packs a thread
    __shared__ RowReduceState state;
    int parity = 0;
    const Team team = this_team<SCOPE_BLOCK>(1);
    stagger_first_wave(FORWARD13_STAGGER_BLOCKS, FORWARD13_STAGGER_NS);   // the switch's (above)
    if (team.index < rows)
        layernorm_row_in_registers<PACKS, SCOPE_BLOCK, 0, FORWARD13_STATS, 0, 0, FORWARD_FIRST_SUM_FRESH>(
            out, mean, rstd, inp, weight, bias, team.index, cols, team.rank, team.threads, &state, &parity, NULL, staged,
            staged_slots, FORWARD13_FROM_WORD);
}

// ----------------------------------------------------------------------------------------------
// Kernel 14: two rows a warp.
// The problem (Nsight Compute, bf16 32768 x 512, the dispatcher's kernel 11 at 512 threads, dev/NOTES.md [E47]): at
// 16-bit rows of 512 columns and fewer the forward is close to issue-bound. Its schedulers issue on 72 % of their
// cycles (the copy's on 12 %) and a row of 1 KB costs 426 warp instructions, about 290 of them the row's own work
// (the statistics' shuffles, mean and rstd, the ring's slot) rather than its Packs. A warp holds such a row at 1-2
// Packs a lane, so that per-row work is paid once for 1 KB.
// What changed from kernel 9 (a warp a row, no persistent loop): a team is half a warp. Lanes 0-15 hold one row and
// lanes 16-31 the next, PACKS (1, 2, 4 or 6) Packs a lane. Every instruction then serves two rows:
//   - the two rows' sums go through one 4-step butterfly (__shfl_xor within each half) where a warp a row takes 5 steps
//     a row;
//   - their mean and rstd go out in one store instruction (lanes 0 and 16).
// The statistics take two passes over the registers (the mean, then the squares about it), so an outlier first value
// cannot spoil them (--outliers). One warp a pair of rows, weight and bias read per Pack as kernel 9 does.
// Predicted: about half the warp instructions a row; where issue holds the rate, the copy's rate.
// Measured (H100, results/dev-h100-2026-11-27/round47/pairs/ and map.txt, the forty-seventh round's kernel: 1, 2 or 4
// Packs, the row held as floats; % of the copy, the dispatcher before it (kernel 11's ring or kernel 6) -> this kernel
// at 128 threads, bf16 / fp16):
//   - Nsight Compute at bf16 32768 x 512: 13.97 M -> 9.44 M warp instructions, issue active 59.7 -> 40.7 %.
//   - 512 columns: 8192 rows 94.3 / 95.0 -> 100.7 / 101.8; 6144 87.0 / 86.8 -> 94.8 / 95.8; 32768 93.1 -> 94.7 / 94.5;
//     65536 93.2 / 93.1 -> 96.7 / 96.6. Slower at 12288-16384 rows (96.7 / 97.4 -> 93.5 / 94.0 at 16384, where the ring
//     at 128 threads runs well) and at 4096 (kernel 6: 95.9 / 97.0 -> 91.0 / 92.9).
//   - 256 columns: +2..+10 at every row count from 6144 (bf16 8192 x 256 88.8 -> 98.5, 32768 x 256 89.1 -> 93.9).
//   - 128 columns: 57-85 -> 88-99 (bf16 16384 x 128 66.0 -> 99.2).
// Since the forty-eighth round ([A48], [B48]): 6 Packs a lane too (rows of 513-768 columns), and each element converted
// where it is used rather than held as a float across both row sums. In bf16 the row stays in the Packs' 32-bit words,
// converted by CONVERT_FROM_WORD_PINNED at each of its three uses: 50 / 40 / 30 / 32 registers a thread at 6 / 4 / 2 / 1
// Packs, where floats took 72 / 56 / 39 / 30 (64 / 63 / 40 / 31 in the forty-seventh round's code at 4 / 2 / 1). fp16
// converts by value (cvt from either half of a word) and nvcc keeps no floats: 49 / 40 / 30 / 30. Why it matters: the
// launch is one wave or a few, and each resident block of 128 threads holds 8 rows; at 72 registers an SM holds 7 such
// blocks (bf16 8192 x 768 was 1.1 waves), at 50 it holds 9, at 40 twelve. Measured (round48/a and b, two runs each, %
// of the copy at 128 threads):
//   - against the forty-seventh round's kernel, fp16: 32768 x 512 94.7 -> 97.0, 65536 x 512 96.7 -> 98.6, 32768 x 256
//     95.2 -> 96.4; bf16 with floats (the forty-seventh round's registers or more) against words: 32768 x 512 95.6 ->
//     98.4, 12288 x 512 91.4 -> 105.0, 8192 x 768 87.7 -> 100.7, 32768 x 768 96.6 -> 98.7.
//   - 768 columns against the dispatcher before (kernel 9 and the ring), bf16 / fp16: 32768 rows 95.7 / 95.6 -> 98.7 /
//     99.0; 65536 98.0 / 94.8 -> 99.6 / 99.7; 24576 95.0 / 96.3 -> 98.8 / 99.2; 6144 85.5 / 85.8 -> 94.2 / 95.7. Behind
//     it at 4096 rows (96.2 / 96.6 against 88.9 / 88.9) and at 12288-16384 (99.3-100.5 against 92.6-94.8), where the
//     launch is more than one wave and the last is short (the dispatcher's comment).
// Limits: bf16 and fp16 only (an fp32 row of 512 columns is 128 Packs: four a lane of a warp, eight of a half-warp);
// cols a multiple of the Pack and at most 16 * 6 Packs (768 16-bit columns); at most 512 threads a block; 16-byte
// aligned pointers. Other shapes and block sizes are skipped by name.
#define KERNEL14_MAX_PACKS 6   // Packs a lane of a half-warp holds at most: 96 a row, 768 16-bit columns
// At most 512 threads a block: bounded for 1024, ptxas held the forty-seventh round's fp16 2-Pack instance to 32
// registers and spilled 8 bytes (dev/sass_check.sh found its local memory); bounded for 512, no instance spills.
#define KERNEL14_MAX_THREADS 512
// KERNEL14_WORDS: 1 holds the row as the Packs' 32-bit words and converts each element again at each use
// (pack_words_after after each row sum; in bf16 by CONVERT_FROM_WORD_PINNED, which nvcc may not share); 0 converts by
// value and leaves nvcc to keep what it will. bf16 takes 1 (floats: 72 registers at 6 Packs), fp16 0 (words: 47 at 4
// Packs where by value 40). -DKERNEL14_WORDS=0 or 1: A/B builds.
#ifndef KERNEL14_WORDS
#if defined(ENABLE_BF16)
#define KERNEL14_WORDS 1
#else
#define KERNEL14_WORDS 0
#endif
#endif
#if KERNEL14_WORDS
#define KERNEL14_VALUE(pack, j) pack_value(&(pack), j, CONVERT_FROM_WORD_PINNED)
#else
#define KERNEL14_VALUE(pack, j) floatX_to_float((pack).v[j])
#endif
template <int PACKS>
__global__ void __launch_bounds__(KERNEL14_MAX_THREADS) layernorm_forward_kernel14(
        floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd, const floatX* __restrict__ inp,
        const floatX* __restrict__ weight, const floatX* __restrict__ bias, int rows, int cols) {
    const int lane = threadIdx.x % WARP_SIZE, half_lane = lane % 16;
    const int row = (int)((blockIdx.x * (blockDim.x / WARP_SIZE) + threadIdx.x / WARP_SIZE) * 2 + lane / 16);
    const int packs = cols / PACK_SIZE;
    const int in_rows = row < rows;   // the second half of the last warp may have no row: it still joins the shuffles
    const floatX* x_row = inp + (size_t)(in_rows ? row : 0) * cols;
    Pack x[PACKS];
    #pragma unroll
    for (int i = 0; i < PACKS; i++) {   // every load issued before any use
        const int pack = half_lane + 16 * i;
        x[i] = in_rows && pack < packs ? load_pack(x_row + (size_t)pack * PACK_SIZE) : zero_pack();
    }
    float sum = 0.0f;   // absent Packs are zeros: they add nothing
    #pragma unroll
    for (int i = 0; i < PACKS; i++)
        #pragma unroll
        for (int j = 0; j < PACK_SIZE; j++) sum += KERNEL14_VALUE(x[i], j);
    const float row_mean = lanes_sum<16>(sum) / cols;   // within each half
    float squares = 0.0f;
    #pragma unroll
    for (int i = 0; i < PACKS; i++) {
        if (KERNEL14_WORDS) x[i] = pack_words_after(x[i], row_mean);
        if (half_lane + 16 * i >= packs) continue;
        #pragma unroll
        for (int j = 0; j < PACK_SIZE; j++) { const float d = KERNEL14_VALUE(x[i], j) - row_mean; squares += d * d; }
    }
    const float row_rstd = rsqrtf(lanes_sum<16>(squares) / cols + LAYERNORM_EPS);
    if (!in_rows) return;
    #pragma unroll
    for (int i = 0; i < PACKS; i++) {
        const int pack = half_lane + 16 * i;
        if (pack >= packs) continue;
        if (KERNEL14_WORDS) x[i] = pack_words_after(x[i], row_rstd);
        const Pack w = load_pack(weight + (size_t)pack * PACK_SIZE), b = load_pack(bias + (size_t)pack * PACK_SIZE);
        Pack y;
        #pragma unroll
        for (int j = 0; j < PACK_SIZE; j++)
            y.v[j] = float_to_floatX(normalized_value(KERNEL14_VALUE(x[i], j), row_mean, row_rstd) *
                                     floatX_to_float(w.v[j]) + floatX_to_float(b.v[j]));
        store_pack(out + (size_t)row * cols + (size_t)pack * PACK_SIZE, y);
    }
    if (half_lane == 0) { mean[row] = row_mean; rstd[row] = row_rstd; }
}

// ----------------------------------------------------------------------------------------------
// Launchers: each enqueues its kernel(s) and returns NULL, or a reason it cannot take the shape.

static const char* launch_forward1(const LayerNormArgs* a, int block_size) {
    if (a->cols > 65536) return "a sequential float32 sum over more than 65536 columns drifts (see its comment)";
    layernorm_forward_kernel1<<<ceil_div(a->rows, block_size), block_size>>>(a->out, a->mean, a->rstd, a->inp, a->weight, a->bias, a->rows, a->cols);
    return NULL;
}

static const char* launch_forward2(const LayerNormArgs* a, int block_size) {
    long long blocks = ((long long)a->rows * a->cols + block_size - 1) / block_size;
    if (blocks > INT_MAX) return "rows*cols/block_size exceeds the grid limit";
    size_t smem = block_size * sizeof(float);
    layernorm_mean_kernel2<<<a->rows, block_size, smem>>>(a->mean, a->inp, a->cols);
    cudaCheck(cudaGetLastError());
    layernorm_rstd_kernel2<<<a->rows, block_size, smem>>>(a->rstd, a->mean, a->inp, a->cols);
    cudaCheck(cudaGetLastError());
    layernorm_normalize_kernel2<<<(int)blocks, block_size>>>(a->out, a->mean, a->rstd, a->inp, a->weight, a->bias, a->rows, a->cols);
    return NULL;
}

static const char* launch_forward3(const LayerNormArgs* a, int block_size) {
    int rows_per_block = block_size / WARP_SIZE;
    layernorm_forward_kernel3<<<ceil_div(a->rows, rows_per_block), block_size>>>(a->out, a->mean, a->rstd, a->inp, a->weight, a->bias, a->rows, a->cols);
    return NULL;
}

static const char* launch_forward4(const LayerNormArgs* a, int block_size) {
    int rows_per_block = block_size / WARP_SIZE;
    layernorm_forward_kernel4<<<ceil_div(a->rows, rows_per_block), block_size>>>(a->out, a->mean, a->rstd, a->inp, a->weight, a->bias, a->rows, a->cols);
    return NULL;
}

static const char* launch_forward5(const LayerNormArgs* a, int block_size) {
    layernorm_forward_kernel5<<<a->rows, block_size>>>(a->out, a->mean, a->rstd, a->inp, a->weight, a->bias, a->cols);
    return NULL;
}

// Packs per thread (1, 2, 4 or 8) for `threads` threads to hold a row in registers; 0 if 8 are not enough.
static int packs_per_thread(int cols, int threads) {
    int body_packs = cols / PACK_SIZE;   // at most this many whole Packs, whatever the row's alignment
    for (int packs = 1; packs <= MAX_PACKS_PER_THREAD; packs *= 2)
        if ((long long)packs * threads >= body_packs) return packs;
    return 0;
}

static const char* check_alignment(const LayerNormArgs* a) {
    if (!is_aligned16(a->inp) || !is_aligned16(a->out) || !is_aligned16(a->weight) || !is_aligned16(a->bias))
        return "needs 16-byte aligned inp, out, weight and bias";
    return NULL;
}

// Kernel 6's instances: [packs index: 1, 2, 4, 8][rows with a head or tail, all aligned]; with
// FORWARD6_ALIGNED_INSTANCES off the second column holds the first's (no instances of its own).
static const void* const forward6_kernels[4][2] = {
    {(const void*)layernorm_forward_kernel6<1, 0>, (const void*)layernorm_forward_kernel6<1, FORWARD6_ALIGNED_INSTANCES>},
    {(const void*)layernorm_forward_kernel6<2, 0>, (const void*)layernorm_forward_kernel6<2, FORWARD6_ALIGNED_INSTANCES>},
    {(const void*)layernorm_forward_kernel6<4, 0>, (const void*)layernorm_forward_kernel6<4, FORWARD6_ALIGNED_INSTANCES>},
    {(const void*)layernorm_forward_kernel6<MAX_PACKS_PER_THREAD, 0>,   // 8 Packs: fp32 only
     (const void*)layernorm_forward_kernel6<MAX_PACKS_PER_THREAD, FORWARD6_ALIGNED_INSTANCES>}};
static const char* launch_forward6(const LayerNormArgs* a, int block_size) {
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    const int packs = packs_per_thread(a->cols, WARP_SIZE);
    if (packs == 0) return "row wider than a warp's registers hold (cols > 1024); kernel 7 takes it";
    const int aligned = a->cols % PACK_SIZE == 0;   // kernel 6's aligned instances where FORWARD6_ALIGNED_INSTANCES
    const void* kernel = forward6_kernels[packs == 1 ? 0 : packs == 2 ? 1 : packs == 4 ? 2 : 3][aligned];
    int rows_per_block = block_size / WARP_SIZE;
    long long grid = ceil_div(a->rows, rows_per_block);
    long long resident = (long long)resident_blocks_per_sm(kernel, block_size, 0) * a->num_sms;
    if (resident == 0) return "this block size needs more registers than an SM has";
    if (grid > resident) grid = resident;
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols};
    cudaCheck(cudaLaunchKernel(kernel, dim3((unsigned)grid), dim3(block_size), params, 0, 0));
    return NULL;
}

// Kernel 7's instances: [packs index: 1, 2, 4, 8][block or cluster]
static const void* const forward7_kernels[4][2] = {
    {(const void*)layernorm_forward_kernel7<1, SCOPE_BLOCK>, (const void*)layernorm_forward_kernel7<1, SCOPE_CLUSTER>},
    {(const void*)layernorm_forward_kernel7<2, SCOPE_BLOCK>, (const void*)layernorm_forward_kernel7<2, SCOPE_CLUSTER>},
    {(const void*)layernorm_forward_kernel7<4, SCOPE_BLOCK>, (const void*)layernorm_forward_kernel7<4, SCOPE_CLUSTER>},
    {(const void*)layernorm_forward_kernel7<MAX_PACKS_PER_THREAD, SCOPE_BLOCK>,      // 8 Packs: fp32 only
     (const void*)layernorm_forward_kernel7<MAX_PACKS_PER_THREAD, SCOPE_CLUSTER>},
};

static const char* launch_forward7(const LayerNormArgs* a, int block_size) {
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    int cluster_size = 1, packs = 0;
    for (; cluster_size <= 8; cluster_size *= 2)
        if ((packs = packs_per_thread(a->cols, cluster_size * block_size)) != 0) break;
    if (!packs) return "row wider than 8 blocks' registers hold at this block size";
    int packs_index = packs == 1 ? 0 : packs == 2 ? 1 : packs == 4 ? 2 : 3;
    const void* kernel = forward7_kernels[packs_index][cluster_size > 1];
    long long row_groups = a->rows;
    long long resident = resident_clusters(kernel, block_size, 0, cluster_size, a->num_sms);   // blocks or clusters
    if (resident == 0) return "this block size needs more registers than an SM has";
    if (row_groups > resident) row_groups = resident;
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols, (void*)&cluster_size};
    launch_clustered(kernel, row_groups * cluster_size, block_size, 0, cluster_size, params);
    return NULL;
}

// Kernel 8's launch shape: warp teams (block_size / 32 of them a block) while a row has at most
// FORWARD8_WARP_SLOTS Packs per lane; wider rows get teams of block_size threads, in a cluster of the
// fewest blocks whose shared memory holds two stages of the row.
#define FORWARD8_WARP_SLOTS 8
static const void* const forward8_kernels[3] = {(const void*)layernorm_forward_kernel8<SCOPE_WARP>,
                                                (const void*)layernorm_forward_kernel8<SCOPE_BLOCK>,
                                                (const void*)layernorm_forward_kernel8<SCOPE_CLUSTER>};

static const char* launch_forward8(const LayerNormArgs* a, int block_size) {
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    const size_t smem_limit = staged_smem_room(a->max_smem_per_block, sizeof(RowReduceState));
    const int max_body_packs = a->cols / PACK_SIZE;   // no row has more whole Packs, whatever its alignment
    int scope = SCOPE_WARP, cluster_size = 1, slots = ceil_div(max_body_packs, WARP_SIZE);
    size_t smem = (size_t)(block_size / WARP_SIZE) * PIPELINE_STAGES * slots * WARP_SIZE * sizeof(Pack);
    if (slots > FORWARD8_WARP_SLOTS) {
        scope = SCOPE_BLOCK;
        for (;;) {
            slots = ceil_div(max_body_packs, (long long)cluster_size * block_size);
            smem = (size_t)PIPELINE_STAGES * slots * block_size * sizeof(Pack);
            if (smem <= smem_limit) break;
            if (cluster_size == 8) return "two stages of the row exceed 8 blocks' shared memory at this block size";
            cluster_size *= 2;
        }
        if (cluster_size > 1) scope = SCOPE_CLUSTER;
    }
    if (smem > smem_limit) return "two stages of a row per warp exceed a block's shared memory at this block size";
    const void* kernel = forward8_kernels[scope];
    const long long per_sm = resident_blocks_per_sm(kernel, block_size, smem);
    if (per_sm == 0) return "no block fits on an SM at this block size and shared memory";
    long long grid;
    if (scope == SCOPE_WARP) {
        grid = ceil_div(a->rows, block_size / WARP_SIZE);
        if (grid > per_sm * a->num_sms) grid = per_sm * a->num_sms;
    } else {
        long long teams = a->rows, resident = resident_clusters(kernel, block_size, smem, cluster_size, a->num_sms);
        if (resident < 1) return "no cluster of this many blocks fits the GPU at this block size and shared memory";
        grid = (teams < resident ? teams : resident) * cluster_size;
    }
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols, (void*)&slots, (void*)&cluster_size};
    launch_clustered(kernel, grid, block_size, smem, cluster_size, params);
    return NULL;
}

// Kernels 9 and 10's instances: [packs index: 1, 2, 4, 8, then 4, 1 and 2 shifting weight and bias][warp, block or
// cluster]. The last rows, in 16-bit types, are for rows with a head (cols not a multiple of PACK_SIZE): the
// same code with normalize_pack's shifted weight and bias, in instances of their own so that aligned rows
// keep the unshifted code (normalize_pack: compiled in beside it, the untaken shift cost aligned rows 1-3.5
// points). fp32 never shifts: its shifting rows repeat the plain instances.
// The shifting 1- and 2-Pack rows (since the fortieth round, FORWARD_SHIFTED_NARROW: bf16 block teams). Before, only
// 4 Packs shifted, so a row with a head ran either 128 threads of 4 Packs (bf16 4096 x 4097: 54 registers, 38 %
// achieved occupancy, DRAM 57 % busy, dev/NOTES.md [D39]) or wider blocks that read weight and bias element by element.
// The shifting 2-Pack block instance takes 38 registers (kernel 9) and 32 (kernel 10), and the 1-Pack one 32. Predicted:
// 3-6 points at 4097 columns, 4096-8192 rows. Measured, rungs 9 and 10 at every block size with and without the
// instances (results/dev-h100-2026-11-25/round40/raw-narrow-7d0c2a5.csv, rows 4096 / 8192 / 32768, % of the copy):
// bf16 4097, kernel 10 at 256 threads 82.6 / 87.4 / 91.2 -> 90.2 / 93.6 / 96.9 (the dispatcher's kernel 9 at 128:
// 87.9 / 92.5 / 98.4); bf16 2049 at 128 threads (2 Packs) 78.3 / 78.4 / 81.9 -> 81.7 / 80.7 / 85.4. fp16's shifting
// narrow instances ran slower by value (4097 at 256 threads, kernel 9: 83.1 / 88.1 / 92.2 -> 78.6 / 80.9 / 82.9) and
// faster with words, so fp16 has them since the forty-first round with words (RUNG_WORDS_SHIFTED_NARROW above); the
// cluster instance of 1 Pack spilled (2 LDL/STL in bf16), so cluster and warp teams keep the plain ones (only block
// teams were measured: the warp's shifting rows are the 4-Pack ones, and no dispatched width needs more).
#ifndef FORWARD_SHIFTED_NARROW
#if defined(ENABLE_BF16) || defined(ENABLE_FP16)
#define FORWARD_SHIFTED_NARROW 1
#else
#define FORWARD_SHIFTED_NARROW 0
#endif
#endif
#define ONE_TEAM_INSTANCES(KERNEL, PACKS, SHIFT_WB) {(const void*)KERNEL<PACKS, SCOPE_WARP, SHIFT_WB>, \
    (const void*)KERNEL<PACKS, SCOPE_BLOCK, SHIFT_WB>, (const void*)KERNEL<PACKS, SCOPE_CLUSTER, SHIFT_WB>}
#define ONE_TEAM_NARROW_SHIFTING(KERNEL, PACKS) {(const void*)KERNEL<PACKS, SCOPE_WARP, 0>, \
    (const void*)KERNEL<PACKS, SCOPE_BLOCK, FORWARD_SHIFTED_NARROW && (int)sizeof(floatX) == 2>, \
    (const void*)KERNEL<PACKS, SCOPE_CLUSTER, 0>}
#if FORWARD_ALIGNED_INSTANCES   // (above aligned_row_split)
#define ONE_TEAM_ALIGNED(KERNEL, PACKS) {(const void*)KERNEL<PACKS, SCOPE_WARP, ALIGNED_SHIFT_WB(PACKS, SCOPE_WARP)>, \
    (const void*)KERNEL<PACKS, SCOPE_BLOCK, ALIGNED_SHIFT_WB(PACKS, SCOPE_BLOCK)>, \
    (const void*)KERNEL<PACKS, SCOPE_CLUSTER, ALIGNED_SHIFT_WB(PACKS, SCOPE_CLUSTER)>}
#define ONE_TEAM_ALIGNED_ROWS(KERNEL) , ONE_TEAM_ALIGNED(KERNEL, 1), ONE_TEAM_ALIGNED(KERNEL, 2), ONE_TEAM_ALIGNED(KERNEL, 4)
#define ONE_TEAM_ROWS 10
#else
#define ONE_TEAM_ALIGNED_ROWS(KERNEL)
#define ONE_TEAM_ROWS 7
#endif
// FORWARD_WIDE_PACKS_16BIT (on; -D0 for the old launches): a 16-bit block team may hold 8 Packs a thread (64 elements;
// ONE_TEAM_MAX_PACKS) in kernels 9 and 10, where MAX_PACKS_PER_THREAD (32 elements) stops the rest, so a 16-bit row of
// 16392-32768 columns fits one block of 512 threads in place of 1024 (or a cluster of 2 at 512). Why: on the H200 the
// 1024-thread launches fall behind ([A59]); fp32 16384 columns, the same 64 KB a row, went from 79.0 / 80.7 % of the
// copy at 1024 threads x 4 Packs to 92.5 / 95.9 at 512 x 8 (FORWARD15_FP32_PACKS_TARGET), while 16-bit 32768 columns
// run 1024 x 4 at 84.5-87.2 (results/evidence-h200-2026-11-28-4c8afaa). With the switch the dispatcher sends aligned
// 16-bit rows of FORWARD15_EIGHT_PACKS_ABOVE_COLS + 8 to 32768 columns to kernel 10 at 512 threads (launch_forward15).
// The warp and cluster instances of the table's widest row stay at MAX_PACKS_PER_THREAD: only a block takes 8.
// Measured on the H200 (sixty-first round, results/dev-h200-2026-11-28/round60/d, the dispatcher of the tree and of the
// switched build in turn, twice, % of the copy, bf16 / fp16): 4096 x 24576 78.8 -> 94.2 / 78.8 -> 94.8, 4096 x 32768
// 84.8 -> 92.9 / 84.3 -> 93.2, 8192 x 32768 87.2 -> 96.8 / 87.2 -> 96.8; but 8192 x 20480 (2560 Packs) 95.5 -> 91.7 /
// 95.7 -> 92.8, so the rule starts above 20480 columns. Checked (--check of 6, 9, 10 and 15 at 12 shapes, --outliers,
// sanitize, the GPU matrix of 6-11 and 13-15 in bf16 and fp16 with the wide shapes added); on by default since.
// At 65536 columns kernel 10 at 1024 x 8 Packs (83.6 / 83.5) is no better than the dispatcher's rung 13 (82.5 / 83.5).
#ifndef FORWARD_WIDE_PACKS_16BIT
#define FORWARD_WIDE_PACKS_16BIT 1
#endif
#define FORWARD15_EIGHT_PACKS_ABOVE_COLS 20480   // FORWARD_WIDE_PACKS_16BIT's dispatcher rule: above 2560 Packs
#define ONE_TEAM_MAX_PACKS \
    (FORWARD_WIDE_PACKS_16BIT && (int)sizeof(floatX) == 2 ? 2 * MAX_PACKS_PER_THREAD : MAX_PACKS_PER_THREAD)
#define ONE_TEAM_WIDEST(KERNEL) {(const void*)KERNEL<MAX_PACKS_PER_THREAD, SCOPE_WARP, 0>, \
    (const void*)KERNEL<ONE_TEAM_MAX_PACKS, SCOPE_BLOCK, 0>, (const void*)KERNEL<MAX_PACKS_PER_THREAD, SCOPE_CLUSTER, 0>}
#define ONE_TEAM_TABLE(KERNEL) {ONE_TEAM_INSTANCES(KERNEL, 1, 0), ONE_TEAM_INSTANCES(KERNEL, 2, 0), \
    ONE_TEAM_INSTANCES(KERNEL, 4, 0), ONE_TEAM_WIDEST(KERNEL), /* 8 Packs: fp32, and 16-bit blocks when wide */ \
    ONE_TEAM_INSTANCES(KERNEL, 4, (int)sizeof(floatX) == 2), ONE_TEAM_NARROW_SHIFTING(KERNEL, 1), \
    ONE_TEAM_NARROW_SHIFTING(KERNEL, 2) ONE_TEAM_ALIGNED_ROWS(KERNEL)}
#define SHIFTED_PACKS_INDEX 4   // then SHIFTED_PACKS_INDEX + 1 for 1 Pack, + 2 for 2 Packs
#define ALIGNED_PACKS_INDEX 7   // with FORWARD_ALIGNED_INSTANCES: 1, 2 and 4 Packs a thread, every row aligned
#ifndef FORWARD_SHIFTED_INSTANCES
#define FORWARD_SHIFTED_INSTANCES 1   // 1: rows with a head take the shifting instances; 0: the plain ones
                                      // (host only; measured and checked by dev/jobs/round15_shifted.sh)
#endif
typedef const void* const OneTeamKernels[ONE_TEAM_ROWS][3];
// The table's row for `packs` Packs a thread (1, 2, 4 or 8: MAX_PACKS_PER_THREAD, ONE_TEAM_MAX_PACKS), in a row with a
// head (head != 0: cols not a multiple of PACK_SIZE) or without (dev/test_forward_reference checks every row against
// its instances).
static int one_team_packs_row(int packs, int head) {
    if (FORWARD_SHIFTED_INSTANCES && head && packs <= 4) return SHIFTED_PACKS_INDEX + (packs == 4 ? 0 : packs);
    if (FORWARD_ALIGNED_INSTANCES && !head && packs <= 4) return ALIGNED_PACKS_INDEX + (packs == 4 ? 2 : packs - 1);
    return packs == 1 ? 0 : packs == 2 ? 1 : packs == 4 ? 2 : 3;
}
static OneTeamKernels forward9_kernels = ONE_TEAM_TABLE(layernorm_forward_kernel9);
static OneTeamKernels forward10_kernels = ONE_TEAM_TABLE(layernorm_forward_kernel10);

// Kernels 9 and 10: block_size is the team: 32 is a warp per row (4 warps a block), 64-1024 a block
// per row, and a cluster of the fewest blocks whose registers hold the row when one block does not.
static const char* launch_one_team_per_row(const LayerNormArgs* a, int block_size, OneTeamKernels kernels) {
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    int scope = block_size == WARP_SIZE ? SCOPE_WARP : SCOPE_BLOCK, cluster_size = 1, packs = 0;
    if (scope == SCOPE_WARP) {
        if ((packs = packs_per_thread(a->cols, WARP_SIZE)) == 0) return "row wider than a warp's registers hold (cols > 1024)";
    } else {
        packs = packs_per_thread(a->cols, block_size);
        if (!packs && ONE_TEAM_MAX_PACKS > MAX_PACKS_PER_THREAD &&   // FORWARD_WIDE_PACKS_16BIT: one block at 8 Packs
            (long long)ONE_TEAM_MAX_PACKS * block_size >= a->cols / PACK_SIZE)
            packs = ONE_TEAM_MAX_PACKS;
        for (; !packs && cluster_size <= 8; cluster_size *= 2)
            if ((packs = packs_per_thread(a->cols, cluster_size * block_size)) != 0) break;
        if (!packs) return "row wider than 8 blocks' registers hold at this block size";
        if (cluster_size > 1) scope = SCOPE_CLUSTER;
    }
    const void* kernel = kernels[one_team_packs_row(packs, a->cols % PACK_SIZE != 0)][scope];
    const int threads = scope == SCOPE_WARP ? 4 * WARP_SIZE : block_size;
    if (resident_blocks_per_sm(kernel, threads, 0) == 0) return "this block size needs more registers than an SM has";
    const long long grid = scope == SCOPE_WARP ? ceil_div(a->rows, 4) : (long long)a->rows * cluster_size;
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols, (void*)&cluster_size};
    launch_clustered(kernel, grid, threads, 0, cluster_size, params);
    return NULL;
}

static const char* launch_forward9(const LayerNormArgs* a, int block_size) {
    return launch_one_team_per_row(a, block_size, forward9_kernels);
}
static const char* launch_forward10(const LayerNormArgs* a, int block_size) {
    return launch_one_team_per_row(a, block_size, forward10_kernels);
}

// Why kernels 11 and 12, whose rows the TMA copies with bulk copies (16-byte units between 16-byte
// aligned addresses), cannot take this shape; NULL when they can.
static const char* bulk_copy_rows_reason(const LayerNormArgs* a) {
    if (a->compute_capability < 90) return "needs the TMA's bulk copies (sm_90)";
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    if (a->cols % PACK_SIZE != 0) return "cols not a multiple of the 16-byte Pack (a bulk copy needs 16-byte aligned rows); kernels 9 and 10 take it";
    return NULL;
}

// Kernel 11: warps of block_size / 32 a block, each with a ring of `stages` rows (0: FORWARD11_STAGES;
// fewer, down to 2, if they would not fit a block's shared memory); `stats` picks how a row's mean
// and rstd are found (STATS_*). The grid is as many blocks as fit the GPU at once, at most one warp a row (at most one
// warp per FORWARD11_ROWS_PER_WARP rows: an experiment, below).
#ifndef FORWARD11_STAGES
#define FORWARD11_STAGES 2   // -D for experiments
#endif
// FORWARD11_MIN_STAGES: the fewest slots a warp the launcher goes down to where the ring does not fit. 2; 1 (an
// experiment prepared in the twenty-second round, dev/jobs/round23_forward_slots.sh) lets 1024-thread blocks run
// 16-bit rows of 1600-2048 columns with one slot a warp: at 4096 rows every warp of such a grid gets one row, all of
// them in flight at once, where 512 threads with two slots give each warp two rows one after the other. Measured in
// the twenty-third round (results/dev-h100-2026-11-24/round23/raw-slots-8a3e127.csv, rung 11 at every block size,
// rows 4096 / 8192 / 32768 x 1600 / 2048 in 16-bit, 1024 / 1600 in fp32): within -0.2..+0.4 points of 2 at every
// cell but fp16 4096 x 2048 (94.3 -> 95.5 % of the copy, at 1024 threads); 2 stays.
#ifndef FORWARD11_MIN_STAGES
#define FORWARD11_MIN_STAGES 2
#endif
#ifndef FORWARD11_STATS
#define FORWARD11_STATS STATS_PIVOT   // the rung's statistics (0: two passes, 2: merged moments, 3: the checked pivot); -D for experiments
#endif
#ifndef FORWARD11_ROWS_PER_WARP
#define FORWARD11_ROWS_PER_WARP 1   // a smaller grid, so that each warp's ring holds rows to overlap (4096 rows); -D for experiments
#endif
static const void* forward11_kernel(int stats, int weight_bias_shared) {
    switch (stats * 2 + weight_bias_shared) {
        case STATS_TWO_PASS * 2 + 0: return (const void*)layernorm_forward_kernel11<STATS_TWO_PASS, 0>;
        case STATS_TWO_PASS * 2 + 1: return (const void*)layernorm_forward_kernel11<STATS_TWO_PASS, 1>;
        case STATS_PIVOT * 2 + 0: return (const void*)layernorm_forward_kernel11<STATS_PIVOT, 0>;
        case STATS_PIVOT * 2 + 1: return (const void*)layernorm_forward_kernel11<STATS_PIVOT, 1>;
        case STATS_MOMENTS * 2 + 0: return (const void*)layernorm_forward_kernel11<STATS_MOMENTS, 0>;
        case STATS_MOMENTS * 2 + 1: return (const void*)layernorm_forward_kernel11<STATS_MOMENTS, 1>;
        case STATS_PIVOT_CHECKED * 2 + 0: return (const void*)layernorm_forward_kernel11<STATS_PIVOT_CHECKED, 0>;
        default: return (const void*)layernorm_forward_kernel11<STATS_PIVOT_CHECKED, 1>;
    }
}
// weight_bias_always 1: weight and bias in shared memory at any width (where they fit beside the ring), 0: only from
// FORWARD11_WB_SHARED_PACKS Packs a lane (forward11_weight_bias_shared; the rung's rule).
static const char* launch_ring11(const LayerNormArgs* a, int block_size, int stages, int stats, int weight_bias_always) {
    const char* reason = bulk_copy_rows_reason(a);
    if (reason) return reason;
    if (block_size % WARP_SIZE != 0) return "block size not a whole number of warps";
    const int warps = block_size / WARP_SIZE;
    const size_t row_bytes = (size_t)a->cols * sizeof(floatX);
    size_t room = staged_smem_room(a->max_smem_per_block, sizeof(uint64_t) * (FORWARD11_MAX_WARPS * FORWARD11_MAX_STAGES + 1));
    const size_t weight_bias_bytes = 2 * (size_t)(a->cols / PACK_SIZE) * sizeof(Pack);
    const int weight_bias_shared = (weight_bias_always || forward11_weight_bias_shared(a->cols)) &&
                                   weight_bias_bytes + warps * FORWARD11_MIN_STAGES * row_bytes <= room;
    if (weight_bias_shared) room -= weight_bias_bytes;
    if (stages == 0) stages = FORWARD11_STAGES;
    if (stages > FORWARD11_MAX_STAGES) stages = FORWARD11_MAX_STAGES;
    while (stages > FORWARD11_MIN_STAGES && warps * stages * row_bytes > room) stages--;
    if (warps * stages * row_bytes > room)
        return "the ring's fewest rows a warp (FORWARD11_MIN_STAGES) exceed a block's shared memory at this block size";
    const size_t smem = warps * stages * row_bytes + (weight_bias_shared ? weight_bias_bytes : 0);
    const void* kernel = forward11_kernel(stats, weight_bias_shared);
    const long long per_sm = resident_blocks_per_sm(kernel, block_size, smem);
    if (per_sm == 0) return "no block fits on an SM at this block size and shared memory";
    long long grid = ceil_div(a->rows, (long long)warps * FORWARD11_ROWS_PER_WARP);
    if (grid > per_sm * a->num_sms) grid = per_sm * a->num_sms;
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols, (void*)&stages};
    cudaCheck(cudaLaunchKernel(kernel, dim3((unsigned)grid), dim3(block_size), params, smem, 0));
    return NULL;
}

static const char* launch_forward11(const LayerNormArgs* a, int block_size) {
    return launch_ring11(a, block_size, 0, FORWARD11_STATS, 0);
}

// Kernel 12: blocks of block_size threads (chunks of block_size Packs), as many as fit the GPU at
// once and at most one a row, each with one row of shared memory.
static const char* launch_forward12(const LayerNormArgs* a, int block_size) {
    const char* reason = bulk_copy_rows_reason(a);
    if (reason) return reason;
    const int packs = a->cols / PACK_SIZE;
    if (ceil_div(packs, block_size) > FORWARD12_MAX_CHUNKS) return "more than 64 chunks of block_size Packs a row: a larger block takes it";
    const size_t smem = (size_t)packs * sizeof(Pack);
    const size_t room = staged_smem_room(a->max_smem_per_block, sizeof(uint64_t) * FORWARD12_MAX_CHUNKS + sizeof(Moments) * WARP_SIZE);
    if (smem > room) return "the row exceeds a block's shared memory; kernels 9 and 10 take it (a cluster's registers)";
    const void* kernel = (const void*)layernorm_forward_kernel12;
    const long long per_sm = resident_blocks_per_sm(kernel, block_size, smem);
    if (per_sm == 0) return "no block fits on an SM at this block size and shared memory";
    long long grid = a->rows;
    if (grid > per_sm * a->num_sms) grid = per_sm * a->num_sms;
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols};
    cudaCheck(cudaLaunchKernel(kernel, dim3((unsigned)grid), dim3(block_size), params, smem, 0));
    return NULL;
}

// Kernel 13's split of a row over a block of `threads`: the fewest register Packs a thread that hold
// the row (1, 2, 4 or MAX_PACKS_PER_THREAD) if that is at most forward13_register_cap (below), else the
// cap, and the Packs a thread stages in shared memory past them. Returns the block's shared memory for
// them, in bytes. Host code: dev/test_forward_reference checks that every Pack of every width has a place.
// FORWARD13_REGISTER_PACKS: the most Packs a thread holds in registers, the rest staged; 4 in every dtype since the
// twenty-ninth round (fp32 had 8, MAX_PACKS_PER_THREAD). With the staged Packs' weight and bias grouped (above
// FORWARD_WB_GROUP), fp32 runs faster with half its register Packs staged (dev/jobs/round29_group.sh, results/
// dev-h100-2026-11-24/round29/raw-group-6aab419.csv, rows 4096 / 8192, best block size): 32768 columns 93.5 / 94.8 ->
// 96.5 / 97.5 % of the copy (512 threads, two blocks an SM), 40960 90.4 / 92.5 -> 93.2 / 94.6 (1024), 65536 88.1 /
// 88.8 -> 90.7 / 91.6 (1024). In 16-bit 2 (-D) was mixed: fp16 40960 +1.6 / +1.9, 65536 -1.6 / -1.8, bf16 -0.1..-0.5.
#ifndef FORWARD13_REGISTER_PACKS
#define FORWARD13_REGISTER_PACKS 4
#endif
static_assert(FORWARD13_REGISTER_PACKS >= 1 && FORWARD13_REGISTER_PACKS <= MAX_PACKS_PER_THREAD,
              "FORWARD13_REGISTER_PACKS: kernel 13's instances hold 1 to MAX_PACKS_PER_THREAD (8 fp32, 4 16-bit) Packs");
// The most register Packs a thread of kernel 13 holds for a row of `cols`: FORWARD13_REGISTER_PACKS where the row has
// no head (its staged Packs are grouped, above FORWARD_WB_GROUP), MAX_PACKS_PER_THREAD where it has (a Pack at a time
// either way, and more staged Packs only fill shared memory: fp32 40961 columns at 512 threads then fit one block an
// SM, not two, and the dispatcher ran 88.6 / 90.0 -> 86.5 / 87.7 % of the copy at rows 4096 / 8192, round29/
// raw-final-6f6a73c.csv).
static int forward13_register_cap(int cols) {
    return cols % PACK_SIZE == 0 ? FORWARD13_REGISTER_PACKS : MAX_PACKS_PER_THREAD;
}
static size_t forward13_split(int cols, int threads, int* register_packs, int* staged_slots) {
    const int cap = forward13_register_cap(cols);
    *register_packs = packs_per_thread(cols, threads);
    *staged_slots = 0;
    if (*register_packs == 0 || *register_packs > cap) {
        *register_packs = cap;
        *staged_slots = ceil_div(cols / PACK_SIZE, threads) - cap;
    }
    return (size_t)*staged_slots * threads * sizeof(Pack);
}

// Kernel 13's instance for a row of `cols` on `threads`, its shared memory and staged slots (forward13_split),
// and how many of its blocks an SM holds (0: none, or the staged Packs exceed a block's shared memory).
static int forward13_plan(int cols, int threads, size_t max_smem_per_block, const void** kernel, size_t* smem,
                          int* staged_slots) {
    int packs;
    *smem = forward13_split(cols, threads, &packs, staged_slots);
    *kernel = packs == 1 ? (const void*)layernorm_forward_kernel13<1>
            : packs == 2 ? (const void*)layernorm_forward_kernel13<2>
            : packs == 4 ? (const void*)layernorm_forward_kernel13<4>
                         : (const void*)layernorm_forward_kernel13<MAX_PACKS_PER_THREAD>;
    if (*smem > staged_smem_room(max_smem_per_block, sizeof(RowReduceState))) return 0;
    return resident_blocks_per_sm(*kernel, threads, *smem);
}

// Kernel 13: a block of block_size threads per row, the row split by forward13_split.
static const char* launch_forward13(const LayerNormArgs* a, int block_size) {
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    if (block_size < 2 * WARP_SIZE) return "a block per row: 64-1024 threads";
    const void* kernel;
    size_t smem;
    int staged_slots;
    if (forward13_plan(a->cols, block_size, a->max_smem_per_block, &kernel, &smem, &staged_slots) == 0)
        return smem > staged_smem_room(a->max_smem_per_block, sizeof(RowReduceState))
                   ? "the row exceeds a block's registers and shared memory at this block size (kernels 9 and 10: a cluster)"
                   : "no block fits an SM at this block size and shared memory";
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols, (void*)&staged_slots};
    launch_clustered(kernel, a->rows, block_size, smem, 1, params);
    return NULL;
}

// Kernel 14's instance for a row: the fewest of 1, 2, 4 and 6 Packs a lane of a half-warp that hold it; NULL past 6.
typedef void (*Kernel14)(floatX*, float*, float*, const floatX*, const floatX*, const floatX*, int, int);
static Kernel14 kernel14_instance(int cols) {
    const int packs = cols / PACK_SIZE;
    if (packs <= 16) return layernorm_forward_kernel14<1>;
    if (packs <= 32) return layernorm_forward_kernel14<2>;
    if (packs <= 64) return layernorm_forward_kernel14<4>;
    if (packs <= 16 * KERNEL14_MAX_PACKS) return layernorm_forward_kernel14<6>;
    return NULL;
}

// Kernel 14: a warp a pair of rows, block_size / 32 warps a block.
static const char* launch_forward14(const LayerNormArgs* a, int block_size) {
    if (sizeof(floatX) != 2) return "bf16 and fp16 only (an fp32 row of 512 columns needs 8 Packs a lane of a half-warp)";
    if (block_size > KERNEL14_MAX_THREADS) return "built for at most 512 threads a block (registers, see its comment)";
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    if (a->cols % PACK_SIZE != 0) return "cols not a multiple of the 16-byte Pack; kernels 9 and 10 take it";
    const Kernel14 kernel = kernel14_instance(a->cols);
    if (kernel == NULL) return "rows of at most 768 16-bit columns (a half-warp's registers); kernels 6, 9 and 11 take wider";
    const long long warps = ceil_div(a->rows, 2), warps_per_block = block_size / WARP_SIZE;
    kernel<<<(unsigned)ceil_div(warps, warps_per_block), block_size>>>(a->out, a->mean, a->rstd, a->inp, a->weight, a->bias,
                                                                      a->rows, a->cols);
    return NULL;
}

// Kernel 15: the dispatcher. One launcher that picks, by shape and dtype, the rung and launch shape
// the H100 sweep of every rung at every block size measured fastest (dev/NOTES.md; the sweep is
// results/dev-h100-2026-11-22/sweep-forward-6aa7189.csv, rows 4096 and 32768, fp32/bf16/fp16):
//   - rows of up to 512 columns: kernel 6 with 256 threads (a persistent warp per row), except fp32
//     from 8192 rows on, where kernel 9's warps are 4 points faster; since the twenty-fifth round 16-bit
//     rows of up to 1024 columns below 8192 rows too (FORWARD15_KERNEL6_BELOW_ROWS);
//   - other rows that fit a warp's registers (up to 1024 columns): kernel 9, a warp per row;
//   - 16-bit rows of 1025-2047 columns: kernel 8 with 256 threads (1600 columns: 82-86% of the
//     copy, against kernel 9's 74%);
//   - fp16 rows of 1025-1280 Packs (8193-10240 columns): kernel 8 with 256 threads. There kernel 9
//     ran 1024 threads with 2 Pack slots each, only 53-63% of them used, while kernel 8 stages exactly
//     ceil(Packs / threads) slots (4096 rows x 8704-10240: 83-85% against 70-76%, the peers run's
//     lab_runs.csv; measured before the thirteenth round's fix below, not since). Until then fp16 rows
//     of 16385-32768 columns went to kernel 8 too (84-87%), which kernel 9 now beats (93.3 / 97.2% at
//     4096 / 32768 rows x 32768, results/dev-h100-2026-11-23/round13/);
//   - wider rows: kernel 9 with a block (or cluster) per row of about `cols / PACK_SIZE / target`
//     threads, at least `min` (a power of two, at most 1024), where the sweep's best was:
//         fp32: target 6 Packs a thread, min 256   (1600-4096 cols: 256; 12288: 512; 16384: 1024)
//         bf16: target 4, min 128                   (4096: 128; 8192: 256; 16384: 512)
//         fp16: target 4, min 256                   (4096: 256; 8192: 256; 12288-16384: 512; 32768: 1024)
//     (since the twenty-fifth round, in 16-bit, cut to the fewest whole warps that hold the row at the Packs
//     a thread that power of two gives: FORWARD15_THREADS_BY_WARPS, below; 12288 columns: 384 threads)
//     and fp32 rows over 32768 columns first with 512 threads (WIDEST_THREADS, below), after rung 13 (fp32 rows from
//     32768 columns, at 512 threads where two of its blocks fit an SM, else 1024: FORWARD15_FP32_RUNG13, below).
//     Until the thirteenth round fp16 took target 2: at 4 Packs a thread it ran 8-17 points below
//     bf16, because ptxas issued the fourth Pack's load only after the first Pack's sum (two round
//     trips to memory a row; layernorm_row_in_registers). Since the fix, fp16 kernel 9 at 4096 rows
//     x 12288 / 16384 / 32768 runs 92.6 / 97.2 / 93.3% of the copy (83.1 / 93.2 / 74.7 before).
//   - kernel 10 (one-pass statistics) in place of kernel 9 where the sixth round's sweep of both at
//     every block size measured it faster (results/dev-h100-2026-11-23/raw-forward-9-10-013b113.csv,
//     rows 4096 and 32768): fp32 rows of more than 16384 columns with 512 threads (65536: 90.2-90.7%
//     of the copy against 83.5-84.7%); bf16 rows of 2048 columns and up with kernel 9's threads (32768:
//     95.2-98.5% against 90.9-94.4; 65536: 75.4-75.6 against 63.7-64.1; 12288: 93.7-96.8 against
//     90.5-93.1); fp16 rows wider than 32768 columns (65536: 68.5-69.2 against 64.0-64.7). In fp16 at
//     4096-16384 columns kernel 10 ran 2-14 points below kernel 9, which stays (the load order above:
//     fixed since the thirteenth round, when fp16 kernel 10 ran 93.3-99.4% at 12288-32768 columns,
//     but its pivot fails --outliers in fp16 from 8192 columns, below);
//   - since the ninth round, before all of the above, kernel 11 (a warp per row fed by its TMA ring,
//     2 slots a warp, one-pass statistics) where the sweep of it at every block size beside this
//     dispatcher measured it faster at the target shapes (8192 and 32768 rows; 4096 too from 1024
//     columns) (results/dev-h100-2026-11-23/round9/raw-explore2-f1af1f9.csv): fp32 rows of up to 512
//     columns with 256 threads (8192 x 512: 93.8 -> 97.6% of the copy) and 513-768 with 128; fp16 rows
//     of up to 512 columns with 128 threads (8192 x 512: 86.9 -> 94.3) and 513-768 with 256 (8192 x
//     768: 89.8 -> 95.8); 16-bit rows of 1025-1600 columns with 256 threads (bf16 1600: 82.1 / 76.5 /
//     85.5 -> 90.3 / 86.5 / 92.4% at 4096 / 8192 / 32768 rows) and 1601-2048 with 512 (bf16 2048:
//     83.6 / 84.7 / 88.4 -> 85.7 / 87.6 / 93.0). bf16 rows of up to 1024 columns and 16-bit rows of
//     769-1024 stay with kernels 6 and 9 (within 1-2 points either way, and kernel 9 ahead at 4096
//     rows), and so do rows of up to 512 columns below 8192 rows (4096 x 512: kernel 6 100.3 against
//     94.5% in fp32, 94.4 against 92.1 in fp16: at 4096 rows nearly every warp of kernel 11's grid
//     gets one row, and a ring of one row buys nothing); since the twenty-second round also fp32 rows of
//     769-1024 columns, and 513-1024 with 256 threads, 16-bit 1025-1600 with 512 (the ring choices' comment);
//   - since the tenth round, the pivot-shifted one pass only where it holds the lab's tolerance on
//     rows whose first value is an outlier (--outliers; dev/NOTES.md "Tenth round": on the H100 the
//     pivot failed in fp32 at 512-65536 columns, in fp16 at 16384 and 65536, in bf16 at 65536): in
//     bf16 up to 32768 columns, and in fp16 up to 2048 columns (kernel 10 at any width since its checked pivot,
//     fp16 the fiftieth round, bf16 the fifty-first: FORWARD10_SAFE_COLS). With these picks the dispatcher
//     passed --outliers at 12 widths in every dtype (round10/outliers-5ad0d95.csv). fp32 takes kernel 11 with two passes (kernel 9's
//     statistics; the ninth round's sweep: 0.7-1.7 points below the one pass at 8192-32768 rows, 0.7
//     above at 4096 x 768) and kernel 9 beyond 16384 columns (65536: 83.5-84.7% of the copy against
//     kernel 10's 90.2-90.7; 32768: 91.8 / 94.6 against 93.3 / 94.8); fp16 rows wider than 32768
//     columns take kernel 9 (65536: 64.0-64.7 against 68.5-69.2), and so do bf16 rows wider than
//     32768 (65536: 64.0 against 75.2-75.4). The merged moments, correct on the H100 too, were slower
//     still (kernels 10 and 11 above);
//   - since the fortieth round, bf16 rows with a head of 2056-4103 columns up to 8192 rows: kernel 10 at 2 Packs
//     a thread in the fewest whole warps (4097: 256 threads), its shifting 2-Pack instance, before the rules above
//     that give such rows 4 Packs (FORWARD15_HEAD_TWO_PACKS_MAX_ROWS; 4096 x 4097: 87.5 -> 90.1 % of the copy);
//     since the forty-first, at every row count where that is at most 160 threads (2401: 85.8 -> 87.8 at 32768
//     rows), and in fp16 on kernel 9 up to 8192 rows and 192 threads (4096 x 3001: 80.8 -> 85.3); since the
//     fifty-eighth, with the shift folded, at every row count up to 256 threads, fp16 on kernel 10, bf16 on kernel 9
//     (FORWARD15_HEAD_TWO_PACKS_KERNEL9; 32768 x 4097 bf16 97.9 -> 99.4, fp16 93.7 -> 98.0 against the old rule);
//   - since the fifty-fifth round, fp16's aligned rows that a block holds at 2 Packs a thread, as bf16's: kernel
//     10 from 2048 columns (FORWARD15_TWO_PACKS_FROM; 4096 x 6144: 95.2 -> 97.2 % of the copy);
//   - since the sixtieth round, for the H200 (dev/NOTES.md [A60]): fp32 at 8 Packs a thread (FORWARD15_FP32_PACKS_TARGET;
//     16384 columns on 512 threads), 16-bit 16384 columns at 4 Packs on 512 (FORWARD15_TWO_PACKS_BELOW_THREADS), fp32
//     1409-1600 columns on kernel 11 at any row count; since the sixty-first, aligned 16-bit rows of 20488-32768
//     columns on kernel 10 at 512 threads x 8 Packs (FORWARD_WIDE_PACKS_16BIT; 32768 columns 84.5-87.2 -> 92.9-97.5 %
//     of the copy) and kernel 6's aligned instances (FORWARD6_ALIGNED_INSTANCES; 4096 x 1024 bf16 / fp16 +4.7 /
//     +3.0 points); since the sixty-second, aligned 16-bit rows of 14337-16384 columns on kernel 10 at 256 threads x 8
//     Packs (FORWARD15_FULL_BLOCK; 16384 columns +1.2..+2.0 points), and fp32 rows of 3585-4096 columns on kernel 9
//     at 512 threads x 2 Packs (4096 columns +1.5..+2.7);
//   - and whatever those cannot take (unaligned pointers, rows wider than 8 blocks' registers):
//     kernel 5, x read twice with scalar loads, which takes any row.
// The rules were fitted at rows 4096 and 32768 and the widths of the sweep; other widths get the
// rule of their range. Copy this launcher with kernels 5, 6, 8, 9, 10 and 11 and every shape runs at
// the best this file knows on an H100.
// MIN_THREADS: kernel 9's fewest threads (then doubled until PACKS_TARGET Packs a thread hold the row);
// MIN_THREADS_UNALIGNED the same for rows whose width is not a multiple of PACK_SIZE: since the
// fourteenth round 128 in fp16 too. Kernel 9 at fp16 2049 columns, 4096 rows: 128 threads 77.3% of the
// copy, 256 threads 65.4; at 4097 columns, rows 4096 / 8192 / 32768: 82.0 / 88.9 / 94.5 against 83.3 /
// 87.4 / 92.4 (round14/raw-first-9ad0d95.csv, build d). Aligned rows keep 256 (4096: 95.1 against 91.0,
// round 13).
// ONE_PASS_FROM: the narrowest rows (columns) that go to kernel 10 instead of kernel 9, up to
// FORWARD10_SAFE_COLS (below; FROM INT_MAX: none), with at most ONE_PASS_THREADS threads a block
// (FORWARD15_TWO_PACKS_FROM, below, is the same for rows that the 2-Pack rule holds.)
// WIDEST_THREADS: the threads kernel 9 takes first for rows wider than 32768 columns (rows too wide for 8 blocks of
// them go on to the threads above). fp32: 512 since the eighteenth round (results/dev-h100-2026-11-24/round18/,
// kernel 9 at every block size, rows 4096 / 8192 / 32768 x 65536: 512 threads 88.2 / 88.6 / 89.0 % of the copy
// against 1024's 87.1 / 87.9 / 88.9; the push-sums job's 88.1 / 88.6 against 86.8 / 87.8; the dispatcher with it
// 88.1 / 88.7 / 88.9, against the evidence run's 86.5 / 87.9 / 88.8 at 452256b). At 32768 columns 1024 stays (91.4 /
// 85.8 / 94.6 against 512's 89.8 / 90.0 / 91.2). At 49152 512 since the nineteenth round (rows 4096 / 8192: 82.4 /
// 83.6 against 1024's 80.3 / 80.9, results/dev-h100-2026-11-24/round19/raw-recheck-2e97ea4.csv; before the
// relaxed exit 1024 had led, 76.0 against 74.5).
// 16-bit rows that wide go to rung 13 first (FORWARD15_WIDE_BLOCK), so 1024 there: no change.
// UNALIGNED_TWO_PASS_FROM / _TO: since the sixteenth round, rows in this range whose width is not a multiple of
// PACK_SIZE stay with kernel 9 (bf16; the shifting instances of the fifteenth round made it the faster there).
// Both at every block size, rows 4096 / 8192 (round16/raw-evidence-e33e239.csv): 4097 columns kernel 9 87.0 /
// 92.4% of the copy against kernel 10's 86.2 / 91.2 (32768 rows, round15/raw-shifted-50d69d7.csv: 97.7 against
// 95.4), 8191 89.0 / 93.2 against 88.7 / 91.3, 12289 (4096 rows) 80.8 against 80.4; outside it kernel 10 stays
// ahead: 2049 78.8 / 78.8 against 77.1 / 76.3, 16385 88.0 against 86.8, 24577 77.4 against 74.6. Aligned bf16
// rows are even from 4096 to 16384 columns and 2048 is kernel 10's (84.4 against 75.8, round16/raw-first-be85271.csv).
// The one pass (kernel 10's pivot) only where it passes --outliers (README, "A known weakness"): bf16 up to 32768
// columns. It is faster elsewhere too (fifteenth round, round15/raw-wide-716522c.csv, rows 4096 / 8192 / 32768:
// fp16 32768 columns 95.6 / 98.5 / 99.2 % of the copy against kernel 9's 93.2 / 96.4 / 96.9; fp32 65536, rows
// 4096 / 8192: 90.1 / 90.4 against 83.4 / 84.0), but there a row whose first value is an outlier gets a wrong
// rstd (fp32 at every width, fp16 from 8192 columns), so the dispatcher takes two passes: speed is not bought
// with a wrong number. (71eb36c did take it at those widths; its evidence sweep's cells there are the pivot's.)
// Since kernel 10 takes the checked pivot in 16-bit (fp16 the fiftieth round, bf16 the fifty-first), that limit is
// gone there: FORWARD10_SAFE_COLS (below) lets the one pass take any width.
// FORWARD_PIVOT_SAFE_COLS: the widest rows at which the pivot (STATS_PIVOT: kernels 10 and 11) passed
// --outliers on the H100 (tenth round, dev/NOTES.md [C10]): bf16 32768 columns, fp16 2048, fp32 none (it
// failed at every width tried, 512-65536). Kernel 11's bare-pivot picks stop at it (launch_forward15;
// dev/test_forward_reference fails if the ring table asks for more); the one-pass rule and the 2-Pack rule for rows
// with a head stop at FORWARD10_SAFE_COLS (below) instead.
#if defined(ENABLE_FP16)
#define FORWARD_PIVOT_SAFE_COLS 2048
#elif defined(ENABLE_BF16)
#define FORWARD_PIVOT_SAFE_COLS 32768
#else
#define FORWARD_PIVOT_SAFE_COLS 0
#endif
// FORWARD10_SAFE_COLS: the widest rows the dispatcher's one-pass rule (ONE_PASS_FROM, above) gives kernel 10: any, since
// its checked pivot (FORWARD10_STATS, the fiftieth round); FORWARD_PIVOT_SAFE_COLS where it is built with the bare one.
#define FORWARD10_SAFE_COLS (FORWARD10_STATS == STATS_PIVOT ? FORWARD_PIVOT_SAFE_COLS : INT_MAX)
// FORWARD15_FP16_ONE_PASS_FROM (fp16's ONE_PASS_FROM, since the fiftieth round; its UNALIGNED_TWO_PASS range too, so
// aligned rows only): fp16 rows from 24576 columns go to kernel 10's checked pivot. Rungs 9 and 10 at their best block
// size, rows 4096 / 8192 (results/dev-h100-2026-11-27/round50/d/best.txt): 8192 columns 96.7 / 98.4 -> 97.1 / 98.4 % of
// the copy, 12288 92.6 / 94.0 -> 93.6 / 94.7, 16384 97.6 / 98.5 both, 20480 75.6 / 75.9 -> 80.6 / 81.3, 24576 84.2 / 85.0
// -> 89.0 / 90.2, 32768 93.3 / 96.4 -> 95.8 / 98.6 (32768 rows: 96.9 -> 99.1); at 4096 kernel 9 leads (95.2 against
// 93.0, round50/c). But the dispatcher gives them the fewest whole warps (FORWARD15_THREADS_BY_WARPS), and there, the
// rule from 8192 against none, in turn, twice (round50/e/mean.txt, rows 4096 / 8192): 20480 columns (640 threads)
// 97.7 / 98.8 -> 85.4 / 86.2, 8192 96.6 / 98.2 -> 96.2 / 97.8, 12288 and 16384 within 0.1; 24576 (768 threads) 86.6 /
// 87.7 -> 91.5 / 93.1, 32768 (1024) 93.2 / 96.4 -> 95.8 / 98.8. Hence from 24576, where it led at every count measured
// (28672, 896 threads, was not; round50/f then: 89.1 / 90.0 -> 93.7 / 95.3). Rows with a head stay with kernel 9: not
// measured. Rows too wide for rung 13's shared memory (past 147456 columns) take kernel 10's cluster instances now
// (checked by the GPU matrix of rung 10 at cluster widths); in bf16, which follows since the fifty-first round, the
// dispatcher before -> after at 1024 x 196608 44.3 -> 57.3 % of the copy, 2048 x 131072 79.7 -> 79.8 (round51/b).
// Since the fifty-fifth round fp16 takes bf16's 2-Pack rule (FORWARD15_ONE_PASS_TWO_PACKS, below), and rows that it
// holds go to the one pass from FORWARD15_TWO_PACKS_FROM (2048 columns; 3072-16384 in fp16's aligned rows but 12288,
// whose 768 threads leave over 1/8 of an SM's slots empty); the rest from ONE_PASS_FROM as before (20480 stays on
// kernel 9). With kernel 10's 2-Pack instance at 32 registers (FORWARD10_MIN_BLOCKS), the dispatcher before -> after,
// in turn, twice (results/dev-h100-2026-11-28/round55/c/mean-fp16.txt), rows 4096: 3072 columns 94.2 -> 96.0, 4096
// 95.0 -> 96.3, 6144 95.2 -> 97.2, 8192 96.6 -> 97.1, 16384 97.7 -> 98.3; rows 8192 x 4096 / 8192 / 16384 96.8 / 98.2 /
// 98.5 -> 97.7 / 98.7 / 99.0; 32768 x 8192 100.3 -> 100.7; 12288, 20480-65536 and 32768 x 4096 within 0.2. (Kernel 10
// at 4 Packs a thread from 2048, the rule without the 2 Packs, lost at 4096 x 8192: 96.3 -> 95.2, round55/b.)
// FORWARD15_ONE_PASS_TWO_PACKS 1 (bf16 since the twenty-fourth round, fp16 the fifty-fifth): aligned rows go to kernel
// 10 at 2 Packs a thread where a power-of-two block of at most 1024 threads holds the row so with at most 1/8 of its
// slots idle (4096, 8192 and 16384 columns: 256, 512 and 1024 threads), else at the threads above. (Since the twenty-fifth
// round, with FORWARD15_THREADS_BY_WARPS's bit 2, the fewest whole warps instead: below.) With its Packs as words
// (RUNG_FROM_WORD) kernel 10's bf16 2-Pack block instance takes 32 registers, and it became the fastest there
// (round24/raw-words-c6b4b7a.csv, rows 4096 / 8192: 4096 columns at 256 threads 96.2 / 97.5 % of the copy against
// 128's 91.4 / 95.0; 8192 at 512 97.1 / 98.7 against 256's 95.6 / 97.8; 16384 at 1024 98.3 / 98.8 against 512's
// 97.6 / 98.5; 12288 at 1024, 1536 Packs on 2048 slots, 90.2 / 91.4 against 512's 94.7 / 96.0, hence the 1/8).
#ifndef FORWARD15_ONE_PASS_TWO_PACKS   // -D0: the 2-Pack rule off (16-bit rows at FORWARD15_PACKS_TARGET Packs a thread)
#define FORWARD15_ONE_PASS_TWO_PACKS (sizeof(floatX) == 2)
#endif
enum { FORWARD15_TWO_PACKS_FROM = 2048 };   // the narrowest rows the rule sends to the one pass (both 16-bit dtypes)
// FORWARD15_TWO_PACKS_BELOW_THREADS (since the sixtieth round; 2048: as before): where the rule's block would be this
// many threads or more, the row goes to kernel 10 at 4 Packs a thread, in the threads the dispatcher chose for 4 Packs
// (half as many), both 16-bit dtypes: 16384 columns at 512 threads, not 1024. On the H200, kernel 10 so (with
// -DFORWARD15_ONE_PASS_TWO_PACKS=0, FORWARD_ALIGNED_INSTANCES' three switches on) against the 2-Pack rule, in turn
// (round59/b/turn-mean.txt, % of the copy): bf16 4096 / 8192 x 16384 88.6 / 89.1 -> 91.3 / 91.9, fp16 89.5 / 90.1 ->
// 91.0 / 92.3; at 4096 and 8192 columns the rule led or tied (bf16 4096 x 4096 93.2 against 87.8), so it keeps its
// narrower rows.
#ifndef FORWARD15_TWO_PACKS_BELOW_THREADS
#define FORWARD15_TWO_PACKS_BELOW_THREADS 1024
#endif
// FORWARD15_THREADS_BY_WARPS (16-bit, since the twenty-fifth round): a block team's threads, first a power of two (the
// fewest that hold the row at FORWARD15_PACKS_TARGET Packs a thread), are then cut to the fewest whole warps that
// hold it at the Packs a thread that power gave (fewest_warps_threads): no thread slot of the instance idle. Bit 1:
// kernels 9 and 10's threads; bit 2: the one pass (bf16) at 2 Packs a thread in the fewest whole warps, in place of
// the 1/8 rule above, unless such blocks leave over 1/8 of an SM's thread slots empty (SM_THREAD_SLOTS % threads:
// 768 threads, 2 blocks on 2048 slots), where bit 1's count stays. Measured, the dispatcher as committed against
// with both bits, the second without the 1/8 (results/dev-h100-2026-11-24/round25/raw-first-a312f21.csv, rows 4096
// / 8192 / 32768): fp16 12288 columns 92.8 / 94.2 / 95.7 % of the copy -> 96.5 / 98.3 / 100.0 (384 threads of 4
// Packs, not 512), 20480 75.6 / 76.0 -> 97.8 / 98.8, 3072 91.6 / 92.7 / 96.6 -> 94.2 / 95.9 / 100.1; bf16 10240 89.6
// / 90.9 / 93.0 -> 97.3 / 99.0 / 100.6 (640 threads of 2 Packs), 20480 81.5 / 81.8 -> 86.4 / 87.1, 3072 91.7 / 94.2
// / 100.1 -> 95.1 / 96.8 / 100.9; lower: fp16 6144 by 0.5-1 (192 threads of 4 Packs; again in round25/
// raw-second-f0fc071.csv), bf16 12288 at 768 threads of 2 Packs 94.3 / 95.9 / 97.7 -> 94.0 / 95.1 / 96.7. Then bf16,
// both bits (2 Packs) against bit 1 alone (4 Packs) and none (raw-second-f0fc071.csv): 12288 94.2 / 95.1 / 96.8,
// 96.4 / 98.1 / 99.9 (384 threads), 94.4 / 95.8 / 97.8, hence the 1/8 of slots; 2 Packs led everywhere else, 3072
// 94.7 / 96.9 against 89.1 / 93.1 and 91.8 / 94.9, 5120 96.4 / 99.4 against 94.1 / 97.7 and 89.7 / 93.5, 14336 (896
// threads, 1/8 of the slots empty) 97.1 / 98.0 against 95.6 / 96.4 and 95.4 / 96.5. fp32 ran slower with bit 1 at
// every width but 1600 (12288 97.9 / 98.5 -> 96.3 / 97.8, 20480 94.8 / 97.9 -> 88.0 / 91.1): 0.
#ifndef FORWARD15_THREADS_BY_WARPS
#define FORWARD15_THREADS_BY_WARPS (sizeof(floatX) == 2 ? 3 : 0)
#endif
// FORWARD15_KERNEL6_BELOW_ROWS: rows that a warp's registers hold (up to 1024 columns) go to kernel 6 below this many
// rows, the ring's picks (below) first; 16-bit rows of up to 512 columns at any count. Since the twenty-fifth round 16-bit
// rows of 513-1024 columns too (they went to kernel 9 at a warp), once kernel 6 held its Packs as words ([E24] in bf16,
// RUNG_FROM_WORD in fp16): round25/raw-first-a312f21.csv, 4096 rows, bf16 768 / 1024 columns 93.9 / 96.9 -> 96.2 /
// 97.5, fp16 (with words, and 513-768 no longer the ring's below 8192 rows: its 256 threads 94.7 at 768, kernel 6
// 96.4) 1024 97.2 -> 100.0.
#ifndef FORWARD15_KERNEL6_BELOW_ROWS
#define FORWARD15_KERNEL6_BELOW_ROWS 8192
#endif
#if defined(ENABLE_FP16)
#ifndef FORWARD15_FP16_ONE_PASS_FROM
#define FORWARD15_FP16_ONE_PASS_FROM 24576
#endif
enum { FORWARD15_PACKS_TARGET = 4, FORWARD15_MIN_THREADS = 256, FORWARD15_MIN_THREADS_UNALIGNED = 128,
       FORWARD15_ONE_PASS_FROM = FORWARD15_FP16_ONE_PASS_FROM, FORWARD15_ONE_PASS_THREADS = 1024,
       FORWARD15_UNALIGNED_TWO_PASS_FROM = FORWARD15_FP16_ONE_PASS_FROM, FORWARD15_UNALIGNED_TWO_PASS_TO = INT_MAX,
       FORWARD15_WIDEST_THREADS = 1024 };
#elif defined(ENABLE_BF16)
enum { FORWARD15_PACKS_TARGET = 4, FORWARD15_MIN_THREADS = 128, FORWARD15_MIN_THREADS_UNALIGNED = 128,
       FORWARD15_ONE_PASS_FROM = 2048, FORWARD15_ONE_PASS_THREADS = 1024,
       FORWARD15_UNALIGNED_TWO_PASS_FROM = 4097, FORWARD15_UNALIGNED_TWO_PASS_TO = 12289, FORWARD15_WIDEST_THREADS = 1024 };
#else
// FORWARD15_FP32_PACKS_TARGET: 8 since the sixtieth round (6 before): fp32 16384 columns at 512 threads of 8 Packs, not
// 1024 of 4 (1024-thread launches move at most ~3.4-3.6 TB/s on the H200); 6145-8192 at 256 of 8, not 512 of 4. The
// dispatcher in turn on the H200 (results/dev-h200-2026-11-28/round59/b/turn-deltas.txt, % of the copy): 4096 x 16384
// 79.0 -> 92.5, 8192 x 16384 80.7 -> 95.9, 4096 x 8192 90.7 -> 91.8; 8192 x 1024 (not changed) +0.5.
#ifndef FORWARD15_FP32_PACKS_TARGET
#define FORWARD15_FP32_PACKS_TARGET 8
#endif
enum { FORWARD15_PACKS_TARGET = FORWARD15_FP32_PACKS_TARGET, FORWARD15_MIN_THREADS = 256,
       FORWARD15_MIN_THREADS_UNALIGNED = 256,
       FORWARD15_ONE_PASS_FROM = INT_MAX, FORWARD15_ONE_PASS_THREADS = 512,
       FORWARD15_UNALIGNED_TWO_PASS_FROM = INT_MAX, FORWARD15_UNALIGNED_TWO_PASS_TO = 0, FORWARD15_WIDEST_THREADS = 512 };
#endif
// FORWARD15_HEAD_TWO_PACKS_MAX_ROWS (bf16, since the fortieth round; 0: off): rows with a head that 128 threads hold
// at 4 Packs and 256 at 2 (2056-4103 columns), up to this many rows, go to kernel 10 at the fewest whole warps of 2
// Packs (256 threads at 4097), the shifting 2-Pack instance (FORWARD_SHIFTED_NARROW), before the rules below (kernel 9
// or 10 at 128 threads or fewer, 4 Packs). Measured at 4097 columns (round40/raw-narrow-7d0c2a5.csv, rows 4096 / 8192 /
// 32768): 90.2 / 93.6 / 96.9 % of the copy against kernel 9 at 128 threads' 87.9 / 92.5 / 98.4. The dispatcher as
// committed (with FORWARD_SHIFTED_NARROW and this rule) against both off and against this rule at every row count, in
// one job (round40/mean-check-c0d09aa.txt, rows 4096 / 8192 / 16384 / 32768, this rule applying at the first two):
// 4097 columns 87.5 / 93.2 / 97.8 / 98.3 -> 90.1 / 93.5 / 98.0 / 98.3 (at every row count: 97.0 / 96.8 at the last
// two); 3001 83.7 / 86.0 / 90.3 / 92.5 -> 86.8 / 87.5 / 90.2 / 92.5 (every row count: 90.7 / 92.0); 2401 (160
// threads) 76.8 / 78.8 / 83.0 / 85.8 -> 81.9 / 82.5 / 82.8 / 85.8 (every row count: 85.3 / 87.8, a lead not taken:
// one width); 2049, 2 Packs at 128 threads without this rule, 78.2 / 78.2 / 80.2 / 81.7 -> 81.5 / 80.7 / 83.2 / 85.3.
// Since the forty-first round (round41/mean-head-rule-6462326.txt, mean-fp16-narrow-6462326.txt; each the dispatcher
// in three builds in turn, twice):
// - bf16 takes the rule at every row count where its block is at most FORWARD15_HEAD_TWO_PACKS_ANY_ROWS_THREADS
//   (160) threads; rows 16384 / 32768: 2057 columns (128 threads) 79.9 / 81.8 -> 81.6 / 83.4, 2401 (160) 83.1 / 85.8
//   -> 85.9 / 87.8, 2567 (160) 85.3 / 87.9 -> 88.5 / 90.0. At 192 threads it was mixed: 2601 86.2 / 88.1 -> 84.8 /
//   85.5, 3001 90.5 / 92.5 -> 90.7 / 92.0, 3079 91.0 / 93.3 -> 91.5 / 92.7.
// - fp16 takes it up to 8192 rows where its block is at most FORWARD15_HEAD_TWO_PACKS_MAX_THREADS (192 then) threads: on
//   kernel 9 at first (its rows, 2057-4103 columns, lie past FORWARD_PIVOT_SAFE_COLS); rows 4096 / 8192: 3001 columns
//   (192 threads) 80.8 / 83.8 -> 85.3 / 87.3; at 4097 (256 threads) it lost, 86.6 / 91.8 -> 85.3 / 89.3.
// - fp16's rule rows on kernel 10 (its checked pivot, FORWARD10_SAFE_COLS) since the fifty-third round. The fifty-second
//   round found kernel 10 slower there (results/dev-h100-2026-11-28/round52/c, the dispatcher in turn, two runs; rows
//   4096 / 8192: 3001 columns 85.8 / 87.7 -> 80.7 / 81.7), with 44 registers under fp16's (1024, 1) bounds; under
//   (1024), 34 (above kernel 10), it leads (round53/c, the same way: 3001 85.7 / 87.5 -> 87.2 / 88.0, 2401 81.0 / 81.8
//   -> 82.4 / 82.3). 4097 columns stays off the rule: at 256 threads on kernel 10, 87.2 / 92.1 -> 87.2 / 90.8.
// - fp16 up to 256 threads since the fifty-fourth round, once kernel 10's shifting 2-Pack instance took 32 registers
//   (above kernel 10). Measured (results/dev-h100-2026-11-28/round54/g/mean.txt, the dispatcher in turn, twice; rows
//   4096 / 8192; the tree before -> the instance at 32 registers with the rule at 256 threads): 4097 columns 87.1 / 92.6
//   -> 90.3 / 93.6; 3001 86.8 / 87.8 -> 87.3 / 88.3; 2401 82.5 -> 82.3; 32768 x 4097 (off the rule) 98.0 -> 98.0.
// - Since the fifty-eighth round, with the shift folded (FORWARD_SHIFT_BY_HEAD), at every row count
//   (FORWARD15_HEAD_TWO_PACKS_MAX_ROWS, INT_MAX; -D8192 the old limit), and in bf16 on kernel 9
//   (FORWARD15_HEAD_TWO_PACKS_KERNEL9). Rungs 9 and 10 at every block size (results/dev-h100-2026-11-28/round58/b/
//   mean.txt, two runs; rows 4096 / 8192 / 32768 x 4097): bf16 kernel 9 at 256 threads 92.3 / 95.5 / 99.3 % of the copy
//   against kernel 10's 91.4 / 94.3 / 98.0; fp16 kernel 10 at 256 98.0 at 32768 rows, where the dispatcher's 4 Packs at
//   128 threads ran 94.5. The dispatcher, the tree against the old rule with the same instances (round58/c/mean.txt, in
//   turn, twice): bf16 4097 91.3 / 94.8 / 97.9 -> 92.3 / 95.7 / 99.4, fp16 32768 x 4097 93.7 -> 98.0, 32768 x 3001 bf16
//   77.3 -> 96.3, fp16 73.2 -> 95.3. Past 8192 rows the old rule sent these rows to 4 Packs a thread at 96-128 threads,
//   where the folded 4-Pack instances run slower than the shift at run time did (528642f's forward in the same job:
//   bf16 32768 x 3001 91.7, fp16 32768 x 4097 98.1); why (the seven copies' code, many small blocks an SM on different
//   heads?) was not profiled. At 256-384 threads they run faster (the 4096 x 8191 and 32768 x 12289 above).
#ifndef FORWARD15_HEAD_TWO_PACKS_MAX_ROWS
#define FORWARD15_HEAD_TWO_PACKS_MAX_ROWS INT_MAX
#endif
#if FORWARD_SHIFTED_NARROW   // both 16-bit dtypes alike since the fifty-fourth round
enum { FORWARD15_HEAD_TWO_PACKS_MAX_THREADS = 256 };
#else
enum { FORWARD15_HEAD_TWO_PACKS_MAX_THREADS = 0 };
#endif
#ifndef FORWARD15_HEAD_TWO_PACKS_KERNEL9   // 1: the rule's rows go to kernel 9 (bf16), 0: to kernel 10 where it is safe
#if defined(ENABLE_BF16)
#define FORWARD15_HEAD_TWO_PACKS_KERNEL9 1
#else
#define FORWARD15_HEAD_TWO_PACKS_KERNEL9 0
#endif
#endif
#if FORWARD_SHIFTED_NARROW && defined(ENABLE_BF16)   // bf16's rule at every row count, up to this many threads
enum { FORWARD15_HEAD_TWO_PACKS_ANY_ROWS_THREADS = 160 };
#else
enum { FORWARD15_HEAD_TWO_PACKS_ANY_ROWS_THREADS = 0 };
#endif
// FORWARD15_WIDE_BLOCK: 0, or the block size at which rows too wide for one block's registers go to rung 13
// (one block, no cluster) before kernels 9 and 10 (a cluster). 16-bit: 512, since the fifteenth round
// (round15/raw-wide-716522c.csv, rows 4096): bf16 65536 columns 87.0 % of the copy against 64.7 (the cluster
// of kernel 9), 49152 85.9 against 55.2, 65537 75.9 against 51.7; 1024 threads 84.1 / 78.4 / 67.8; fp16 alike.
// fp32: 0 (none): kernel 9's cluster is as fast there (65536: 83.4 against rung 13's best, 81.4).
#ifndef FORWARD15_WIDE_BLOCK
#define FORWARD15_WIDE_BLOCK (sizeof(floatX) == 4 ? 0 : 512)
#endif
// FORWARD15_FP32_RUNG13 (FORWARD15_FP32_TWO_BLOCKS until the twenty-ninth round): 1 (since the nineteenth round) sends
// fp32 rows too wide for one block's registers
// (over 32768 columns) to rung 13 at 512 threads wherever two of its blocks fit an SM (the staged part of the row at
// most half an SM's shared memory: up to about 45000 columns), before kernel 9's cluster. Measured, the dispatcher
// as it was (0) then with it (1), rows 4096 / 8192 / 32768 (results/dev-h100-2026-11-24/round19/
// raw-forward-rules-3dabb45.csv): 36864 columns 74.9 / 75.3 / 75.2 -> 84.2 / 85.9 / 91.1 % of the copy, 40960 77.9
// / 78.5 / 78.6 -> 83.7 / 86.9 / 86.2, 40961 75.0 / 75.0 / 75.1 -> 88.2 / 89.5 / 91.2, 45056 80.2 / 80.5 / 80.4 ->
// 83.3 / 86.4 / 92.0; 49152 (one block an SM: kernel 9 keeps it) 82.6 / 83.6 / 83.4 either way. Kernel 13 at 1024
// threads ran below 512 at each (45056: 78.7 / 79.0 / 79.2 against 83.2 / 85.8 / 91.6).
// Narrower fp32 rows (16385-32768 columns, kernel 9 at 1024 threads of 8 Packs, one block an SM) ran slower on rung 13
// at 512 threads (twenty-fifth round, round25/raw-fp32wide-602b3bc.csv, rows 4096 / 8192: 24576 columns 92.7 / 93.9
// -> 85.3 / 84.9, 32768 91.4 / 85.7-92.9 -> 85.4-85.7 / 85.3; 20480 94.7 / 97.8 -> 96.3 / 99.0): rung 13 keeps only
// rows past one block's registers.
// Since the twenty-ninth round (rung 13 with 4 register Packs and its staged Packs' weight and bias grouped, above
// FORWARD13_REGISTER_PACKS) from 32768 columns: 512 threads where two blocks fit an SM (32768: 96.5 / 97.5 % of the
// copy at rows 4096 / 8192 against kernel 9's 91.1 / 85.4 in the same job), else 1024 (40960: 93.2 / 94.6, where
// 512 threads, one block an SM, ran 67; 65536: 90.7 / 91.6 against kernel 9's cluster, 88.1 / 88.6); past what
// 1024 threads' shared memory holds (about 90000 columns), kernel 9's cluster. As committed against the round's start,
// in one job (round29/raw-final-6f6a73c.csv, rows 4096 / 8192): 32768 columns 91.3 / 85.5 -> 96.3 / 97.6 % of the
// copy, 40960 83.4 / 83.9 -> 93.2 / 94.5, 49152 82.4 / 83.6 -> 92.4 / 94.5, 65536 88.1 / 88.6 -> 90.5 / 91.5; rows with
// a head keep 8 register Packs (forward13_register_cap): 40961 88.6 / 90.0 -> 88.9 / 89.7 (raw-check-a2f5bb8.csv).
// At 32768 rows (rows32768-a2f5bb8.csv, beside the evidence at 25d2acb): 32768 columns 94.7 -> 98.6, 65536 89.2 -> 92.2.
// With kernel 13's prefetch (thirtieth round, FORWARD_WB_PREFETCH), 65536 columns 94.1 / 95.3 / 96.4 at rows 4096 /
// 8192 / 32768 (round30/raw-fp32-8042f8d.csv).
#ifndef FORWARD15_FP32_RUNG13
#define FORWARD15_FP32_RUNG13 1
#endif
// The shapes that go to kernel 11 (2 slots a warp), the first that matches: {first cols, last cols, fewest rows,
// most rows, threads, STATS_*, weight and bias always in shared memory (1) or by the rung's rule (0)}.
// Since the forty-ninth round ([C49], results/dev-h100-2026-11-27/round49/d): fp32's rows of 513-1280 columns take the
// checked pivot (STATS_PIVOT_CHECKED: one pass, the two passes again for a row whose first value lies more than 3
// standard deviations from its mean), and rows of 1281-1408 columns up to 8192 rows and 1409-1600 up to 6144 join them
// at 512 threads. Rung 11 so built (-DFORWARD11_STATS=3) beside the dispatcher before, two runs, % of the copy: 4096 x
// 1024 95.7 -> 97.5 (the dispatcher as committed), 4096 x 1280 96.5 -> 98.8, 8192 x 1024 96.9 -> 98.2, 8192 x 1280
// 95.0 -> 96.1, 4096 x 768 99.5 -> 100.6, 32768 x 1024 / 1280 within +0.5; at 512 threads 4096 x 1408 92.7 -> 98.7,
// 6144 x 1408 93.5 -> 96.5 (256: 96.7), 8192 x 1408 94.3 -> 96.3, 4096 x 1600 94.8 -> 97.4, 6144 x 1600 95.2 -> 95.9.
// Left: 8192 x 1600 (97.2 against 95.9), 32768 x 1408 (99.5 against 97.5), and 1-512 columns from 8192 rows, still two
// passes (8192 x 512 +1.6, 32768 x 512 -0.7). Where every row's first value is an outlier (--outliers), every row takes
// the two passes again: 4096 x 1024 95.6 -> 90.7.
// Since the sixtieth round, 1409-1600 at any row count (6144 rows before): on the H200 the dispatcher ran 8192 and
// 32768 x 1600 on kernel 9 (256 threads) at 89.7 / 93.9 % of the copy (results/evidence-h200-2026-11-28-4c8afaa), rung
// 11 at 512 threads 95.3 at 8192 rows (results/dev-h200-2026-11-28/round60/a/map-best.txt) and 95.9 at 32768
// (round59/b/map-best.txt, kernel 11's code the same).
// Since the forty-eighth round ([F48], results/dev-h100-2026-11-27/round48/f and g): fp32 rows of 1025-1280 columns too
// (two passes, 256 threads), where kernels 9 and 10's blocks ran. Rung 11 built with two passes (-DFORWARD11_STATS=0)
// at 256 threads against the dispatcher, two runs, rows 4096 / 8192 / 32768, % of the copy: 1056 86.8 / 85.2 / 89.7 ->
// 95.3 / 94.2 / 96.5, 1100 86.3 / 84.3 / 90.7 -> 91.7 / 89.4 / 95.2, 1152 89.5 / 86.8 / 93.0 -> 96.4 / 94.0 / 97.0, 1280
// 89.5 / 90.7 / 95.9 -> 97.0 / 95.4 / 97.3. Not wider: at 1408 / 1536 / 1600 it led at 4096 rows only (+1.0..+3.1) and
// trailed from 8192 or 32768 rows (1536: 96.0 / 97.2 against 97.0 / 100.9).
// Since the twenty-second round (kernel 11's weight and bias in shared memory, its comment): fp32 rows of 513-1024
// columns at 256 threads (513-768 had 128; 769-1024 went to kernel 9), and 16-bit rows of 1025-1600 at 512 threads
// (256 before), from kernel 11 at every block size with the copy (round22/raw-wb-9c76dae.csv, rows 4096 / 8192 /
// 32768, the pivot's statistics): fp32 768 at 256 101.2 / 102.4 / 98.1 % of the copy against the dispatcher's
// 93.5 / 91.1 / 95.6, fp32 1024 98.0 / 98.7 / 97.4 against 91.7 / 88.8 / 95.7; bf16 1600 at 512 94.8 / 92.9 /
// 93.8 against 90.5 / 86.8 / 92.4 (256: 87.1 / 90.3 / 94.9), fp16 97.2 / 96.4 / 94.7 against 92.3 / 89.2 / 93.6.
// fp32's picks take two passes (the pivot fails outlier rows in fp32): rung 11 built so, at 256 threads, 768 98.8 /
// 100.6 / 97.9, 1024 95.6 / 97.8 / 97.1. The dispatcher as committed against the one before, in one job
// (round22/raw-wb-check-cb04de4.csv): fp32 768 93.6 / 91.0 / 95.6 -> 99.0 / 99.9 / 98.1, fp32 1024 91.4 / 88.9 / 95.7
// -> 95.8 / 97.7 / 97.2, bf16 1600 90.3 / 86.4 / 92.7 -> 94.4 / 92.0 / 93.6, bf16 2048 85.0 / 87.3 / 92.9 -> 92.6 /
// 91.0 / 94.0, fp16 1600 91.7 / 89.1 / 93.4 -> 97.2 / 95.9 / 94.5, fp16 2048 85.9 / 89.1 / 93.8 -> 94.7 / 92.4 / 94.8.
// Since the twenty-third round (kernel 11 in 40 registers, above it), 16-bit rows of up to 2048 columns at 8192-16384
// rows go to kernel 11 at 128 threads, bf16 included (it had no ring picks under 1025 columns): kernel 11 in the 40
// register build at every block size, rows 4096 / 8192 / 32768 (round23/raw-maxnreg-51f3992.csv), at 8192 rows 128
// threads the best of every block size but one (fp16 1600: 512's 96.6 against 94.7): bf16 512 / 768 / 1024 / 1600 /
// 2048 93.2 / 96.0 / 95.3 / 93.5 / 94.0 % of the copy against the dispatcher's 87.3 / 90.1 / 93.1 / 93.9 / 91.3 (as
// committed before, same job), fp16 768 / 1024 / 2048 98.1 / 97.0 / 96.1 against 95.6 / 93.2 / 92.7. At 4096 and
// 32768 rows larger blocks or the register rungs are as fast or faster, hence the band; 16384 rows, between them,
// was not measured. bf16 512 columns at 32768 rows: 512 threads, 92.5 against kernel 6's 90.3. Since the twenty-fifth
// round fp16's 513-768 pick starts at 8192 rows: below, kernel 6 with words is faster (FORWARD15_KERNEL6_BELOW_ROWS);
// 16-bit rows of 1025-2048 columns take 256 threads from 16385 rows (512 before), and bf16's 1025-1600 take 512 threads
// at 8192-16384 rows too (128 before), as fp16's did: kernel 11 at every block size, rows 4096 / 8192 / 32768
// (round25/raw-third-2b3588b.csv), 32768 rows at 256 / 512 threads: bf16 1600 95.0 / 94.4, 2048 95.2 / 94.7, fp16
// 1600 95.5 / 94.9, 2048 95.4 / 95.0 % of the copy (round22/raw-wb-9c76dae.csv had bf16 1600 94.9 / 93.8); 8192
// rows, bf16 1600, 512 / 128 threads: 95.3 / 93.2 (fp16 94.8 / 93.8). The dispatcher before and after, in one job
// (round25/raw-check-3bbbd34.csv, rows 8192 / 32768): bf16 1152 columns 87.1 / 93.6 -> 93.4 / 95.2 % of the copy, 1600
// 93.2 / 94.3 -> 95.3 / 95.4, 2048 (32768 rows) 94.5 -> 95.2; fp16 (32768 rows) 1152 93.8 -> 94.4, 1600 94.9 -> 95.7,
// 2048 95.0 -> 95.5; at 16384 rows within -0.6..+0.4.
// Since the thirty-seventh round, weight and bias in shared memory (weight_bias_always) at 16-bit 513-1024 columns and
// 8192-16384 rows, and at 1-512 columns from 16385 rows, there at 512 threads in both types (fp16 had 128): the rung's
// rule (FORWARD11_WB_SHARED_PACKS) shares them only from 5 Packs a lane. Why: Nsight Compute of the fp16 pick at 131072 x
// 512 (results/dev-h100-2026-11-25/round37/ncu-rate-f8bed4b/) found 398 warp instructions a row of 1 KB, the issue slots
// 52 % busy, L1 hits 67 % (weight and bias read from global memory for every Pack of every row) and DRAM 76 % busy
// against the copy's 85 %; and timed against rows (round37/raw-scaling-46eb9ae.csv) these cells grow 1.07-1.11 times as
// fast as the copy from 32768 rows: a rate, not a fixed cost. Rung 11 at every block size with and without
// (round37/mean-ring-39779a1.txt, mean-wb-20f0001.txt; % of the copy, bf16 / fp16): at 16384 rows and 128 threads 768
// columns 96.0 / 97.1 -> 98.5 / 99.1, 1024 94.8 / 95.7 -> 97.0 / 97.0; the dispatcher at 8192 rows (two runs) 768 96.9 /
// 97.5 -> 97.3 / 98.7, 1024 95.4 / 96.5 -> 98.3 / 98.9, 512 94.7 / 95.3 -> 94.2 / 95.0 (hence 1-512 keeps the global
// reads there); 512 columns at 512 threads shared against the picks before, rows 32768 / 65536 / 131072: bf16 92.5 / 93.7
// / 93.7 -> 92.9 / 94.3 / 94.5, fp16 91.4 / 92.0 / 91.5 -> 93.1 / 92.8 / 94.6. Still short of the copy at 32768 rows
// and more (no block size of either form over 93.3 at 32768 x 512, 94.9 at 32768 x 768). As committed against the table
// before, the builds in turn (round37/mean-check-b0f7a97.txt; bf16 / fp16): 8192 x 768 97.1 / 96.8 -> 97.7 / 99.0, 8192 x
// 1024 94.9 / 96.0 -> 95.8 / 96.6, 16384 x 768 95.1 / 96.8 -> 97.9 / 97.7, 16384 x 1024 93.8 / 94.0 -> 96.4 / 97.2, 32768
// x 512 92.2 / 91.2 -> 92.9 / 92.8, 65536 x 512 91.6 / 91.4 -> 93.4 / 93.2; unchanged launches -0.3..+1.0. Checked
// (round37/test-check-b0f7a97.log): the matrix of forward 14 in bf16 and fp16, 495 passed, 0 failed; sanitize 32 clean.
// Since the fifty-sixth round 16-bit rows of 1025-1600 columns at 8192-16384 rows take 1024 threads (512 before): with
// weight and bias asked for first (FORWARD11_WB_FIRST_WARPS) a block of 32 warps no longer waits at a __syncthreads for
// all its threads' loads; rung 11 at 8192 x 1600, 512 / 1024 threads, bf16 95.7 / 96.2, fp16 95.4 / 96.6 % of the copy
// (round56/c/mean.txt; the tree before had 94.9 / 91.2 and 95.1 / 91.7). The dispatcher before and after, in turn
// (round56/d/mean.txt), 12288 / 16384 rows: bf16 95.3 / 94.0 -> 95.2 / 93.7, fp16 96.0 / 94.2 -> 94.9 / 93.8.
typedef struct { int min_cols, max_cols, min_rows, max_rows, threads, stats, weight_bias_always; } RingChoice;
#ifndef FORWARD15_RING_STAGES   // the ring's rows a warp at the picks below (2; -D to try more, as far as they fit)
#define FORWARD15_RING_STAGES 2
#endif
#if defined(ENABLE_FP16)
static const RingChoice forward15_ring_choices[] = {
    {1025, 2048, 16385, INT_MAX, 256, STATS_PIVOT, 0}, {1025, 1600, 8192, 16384, 1024, STATS_PIVOT, 0},
    {1025, 1600, 1, INT_MAX, 512, STATS_PIVOT, 0},
    {1, 512, 8192, 16384, 128, STATS_PIVOT, 0},        {513, 2048, 8192, 16384, 128, STATS_PIVOT, 1},
    {1, 512, 16385, INT_MAX, 512, STATS_PIVOT, 1},     {513, 768, 8192, INT_MAX, 256, STATS_PIVOT, 0},
    {1601, 2048, 1, INT_MAX, 512, STATS_PIVOT, 0}};
#elif defined(ENABLE_BF16)
static const RingChoice forward15_ring_choices[] = {
    {1025, 2048, 16385, INT_MAX, 256, STATS_PIVOT, 0}, {1025, 1600, 8192, 16384, 1024, STATS_PIVOT, 0},
    {1025, 1600, 1, INT_MAX, 512, STATS_PIVOT, 0},
    {1, 512, 8192, 16384, 128, STATS_PIVOT, 0},        {513, 2048, 8192, 16384, 128, STATS_PIVOT, 1},
    {1, 512, 16385, INT_MAX, 512, STATS_PIVOT, 1},     {1601, 2048, 1, INT_MAX, 512, STATS_PIVOT, 0}};
#else
static const RingChoice forward15_ring_choices[] = {{1, 512, 8192, INT_MAX, 256, STATS_TWO_PASS, 0},
                                                    {513, 1280, 1, INT_MAX, 256, STATS_PIVOT_CHECKED, 0},
                                                    {1281, 1408, 1, 8192, 512, STATS_PIVOT_CHECKED, 0},
                                                    {1409, 1600, 1, INT_MAX, 512, STATS_PIVOT_CHECKED, 0}};
#endif
// The fewest whole warps that hold a row of `cols` at the Packs a thread that `threads` gives it
// (FORWARD15_THREADS_BY_WARPS): 12288 16-bit columns, 1536 Packs, at 512 threads of 4 Packs (a quarter idle) -> 384.
static int fewest_warps_threads(int cols, int threads) {
    const int packs = packs_per_thread(cols, threads);
    if (packs == 0) return threads;
    const int fewest = ceil_div(ceil_div(cols / PACK_SIZE, packs), WARP_SIZE) * WARP_SIZE;
    return fewest < threads ? fewest : threads;
}
// The head rule (FORWARD15_HEAD_TWO_PACKS_*, above): the threads a block of 2 Packs a thread gives a row with a head of
// 2056-4103 columns where the rule takes the shape, else 0; *on_kernel10 says which rung (kernel 10, else 9).
// dev/test_forward_reference checks it against the rounds' picks.
static int forward15_head_two_pack_threads(int rows, int cols, int* on_kernel10) {
    *on_kernel10 = cols <= FORWARD10_SAFE_COLS && !FORWARD15_HEAD_TWO_PACKS_KERNEL9;
    if (cols % PACK_SIZE == 0 || packs_per_thread(cols, 128) != 4 || packs_per_thread(cols, 256) != 2) return 0;
    const int threads = fewest_warps_threads(cols, 256);
    const int taken = (rows <= FORWARD15_HEAD_TWO_PACKS_MAX_ROWS && threads <= FORWARD15_HEAD_TWO_PACKS_MAX_THREADS) ||
                      threads <= FORWARD15_HEAD_TWO_PACKS_ANY_ROWS_THREADS;
    return taken ? threads : 0;
}
// Since the forty-seventh round, 16-bit rows of at most FORWARD15_PAIRS_MAX_COLS (then 512) columns from
// FORWARD15_PAIRS_MIN_ROWS (6144) rows go to kernel 14 (two rows a warp) at 128 threads, before the ring's picks, except
// rows of more than 256 columns at more than 8192 and fewer than 24576 rows, where kernel 11's ring at 128 threads
// stayed ahead. Measured (results/dev-h100-2026-11-27/round47/map.txt: the dispatcher before, d, and kernel 14 at 128
// threads, two runs in turn, % of the copy, bf16 / fp16):
//   - 512 columns, d -> kernel 14: rows 6144 87.0 / 86.8 -> 94.8 / 95.8, 8192 94.3 / 95.0 -> 100.7 / 101.8, 32768 93.1 /
//     93.1 -> 94.7 / 94.5, 65536 93.2 / 93.1 -> 96.7 / 96.6; kept from it: 12288 93.3 / 93.9 against 89.2 / 91.8, 16384
//     96.7 / 97.4 against 93.5 / 94.0; 24576 95.1 / 94.9 against 95.5 / 95.5 (a tie, left to the ring);
//   - 256 columns: 6144 96.3 / 96.5 -> 99.2 / 96.5, 8192 88.8 / 89.2 -> 98.5 / 96.0, 12288-65536 85.5-90.2 -> 89.8-97.7;
//   - 128 columns: 57.5-85.1 -> 88.0-99.4.
// Not measured: 257-511 columns (they follow 512), under 128 columns (they follow 128) and rows under 6144 (at 4096 x
// 512 kernel 6 led, 95.9 / 97.0 against 91.0 / 92.9). That map ran kernel 14 bounded for 1024 threads; as committed
// (bounded for 512), the dispatcher against
// itself with the rule off (-DFORWARD15_PAIRS_MAX_COLS=0; results/evidence-h100-2026-11-27-b27de77/mean-rule.txt, two
// runs in turn, bf16 / fp16): 8192 x 512 94.2 / 94.7 -> 100.3 / 101.6, 6144 x 512 86.4 / 86.4 -> 93.1 / 94.5, 32768 x
// 512 92.9 / 92.9 -> 94.5 / 94.5, 65536 x 512 93.6 / 93.1 -> 96.6 / 96.7, 8192 x 256 88.9 / 89.1 -> 99.8 / 100.1, 32768 x
// 256 88.8 / 88.7 -> 94.8 / 95.1, 16384 x 128 66.3 / 66.6 -> 98.7 / 99.2; the cells outside the rule (4096 x 512,
// 12288 and 16384 x 512, 8192 x 768) within 0.6.
// Since the forty-eighth round ([B48], results/dev-h100-2026-11-27/round48/b/map.txt: kernel 14 as committed at 128
// threads against the dispatcher without it, two runs each, % of the copy, bf16 / fp16), rows of up to 768 columns
// (kernel 14's 6 Packs a lane), and the exception drawn by waves: rows of more than 384 columns where the launch is
// more than one wave (more rows than forward15_rows_per_wave, 2 a warp of every resident block of 128 threads) and
// fewer than 24576 rows. There the last wave is short, and the ring or kernel 9 at 128 threads leads.
//   - 768 columns (6 Packs, 9 blocks an SM on the H100: 9504 rows a wave): 6144 85.5 / 85.8 -> 94.2 / 95.7, 8192 98.9 /
//     100.1 -> 100.7 / 99.9, 24576 95.0 / 96.3 -> 98.8 / 99.2, 32768 95.7 / 95.6 -> 98.7 / 99.0, 65536 98.0 / 94.8 ->
//     99.6 / 99.7; left: 12288 100.3 / 100.5 against 92.6 / 93.5, 16384 99.3 / 99.3 against 93.5 / 94.8;
//   - 640 columns: 6144 83.2 / 83.3 -> 94.0 / 95.8, 8192 93.7 / 95.3 -> 101.4 / 101.9, 24576-65536 87.8-93.9 ->
//     96.3-98.8; left: 12288 96.2 / 96.8 against 90.8 / 92.5, 16384 97.2 / 97.2 against 92.5 / 94.0;
//   - 512 columns (4 Packs, 12 blocks: 12672 rows a wave): 12288 (0.97 waves) 93.8 / 94.6 -> 105.0 / 104.6, 24576
//     (1.94) 95.1 / 94.9 (the forty-seventh round's map) -> 97.8 / 97.6; left: 16384 97.8 / 98.9 against 95.2 / 94.5;
//   - 384 columns: 12288 84.9 / 85.4 -> 102.8 / 103.2, 16384 (1.29 waves) 86.6 / 87.5 -> 93.8 / 93.3 (the ring is
//     weak at 384, so rows of at most 384 columns take kernel 14 whatever the waves);
//   - 4096 rows stay below FORWARD15_PAIRS_MIN_ROWS: 768 96.2 / 96.6 against 88.9 / 88.9, 512 96.9 / 97.5 against 93.1
//     / 92.5 (384: 94.0 / 94.1 against 95.3 / 95.0, a point, left).
// As committed (f14ae0e), against 10c7602's dispatcher, in turn, two runs (results/evidence-h100-2026-11-27-f14ae0e/
// mean-dispatcher.txt), bf16 / fp16: 12288 x 384 84.0 / 84.6 -> 102.5 / 102.1, 12288 x 512 93.2 / 93.9 -> 104.2 / 103.4,
// 8192 x 640 91.9 / 92.5 -> 100.8 / 102.0, 6144 x 768 84.6 / 85.0 -> 94.2 / 94.6, 32768 x 640 87.1 / 92.4 -> 97.0 / 97.1,
// 32768 x 512 94.7 / 94.8 -> 97.6 / 97.0, 32768 x 768 94.1 / 94.6 -> 97.4 / 97.7, 24576 x 768 93.2 / 95.3 -> 97.1 / 97.4,
// 65536 x 768 97.5 / 94.8 -> 99.6 / 99.8; the cells left to the ring (12288-16384 x 768, 16384 x 512) and 4096 x 768
// within 0.3.
#ifndef FORWARD15_PAIRS_MAX_COLS
#define FORWARD15_PAIRS_MAX_COLS (sizeof(floatX) == 2 ? 16 * KERNEL14_MAX_PACKS * PACK_SIZE : 0)   // -D0: off (A/B builds)
#endif
#ifndef FORWARD15_PAIRS_MIN_ROWS   // -D to try another
#define FORWARD15_PAIRS_MIN_ROWS 6144
#endif
#define FORWARD15_PAIRS_THREADS 128          // kernel 14's block as the dispatcher launches it: 4 warps, 8 rows
#define FORWARD15_PAIRS_WAVE_MIN_COLS 385    // from here a launch of more than one wave below ...
#define FORWARD15_PAIRS_WAVE_BELOW_ROWS 24576   // ... this many rows goes to the ring
// rows_per_wave: forward15_rows_per_wave's count for the row's instance (a parameter, so that dev/test_forward_reference
// checks the rule without a GPU).
static int forward15_takes_pairs(int rows, int cols, long long rows_per_wave) {
    if (cols % PACK_SIZE != 0 || cols > (int)FORWARD15_PAIRS_MAX_COLS || rows < FORWARD15_PAIRS_MIN_ROWS) return 0;
    return !(cols >= FORWARD15_PAIRS_WAVE_MIN_COLS && rows > rows_per_wave && rows < FORWARD15_PAIRS_WAVE_BELOW_ROWS);
}
// The rows kernel 14's launch holds at once: 2 a warp of every resident block of FORWARD15_PAIRS_THREADS, every SM.
static long long forward15_rows_per_wave(const LayerNormArgs* a) {
    const Kernel14 kernel = kernel14_instance(a->cols);
    const long long rows_per_block = 2 * FORWARD15_PAIRS_THREADS / WARP_SIZE;
    return kernel == NULL ? 0
                          : rows_per_block * resident_blocks_per_sm((const void*)kernel, FORWARD15_PAIRS_THREADS, 0) * a->num_sms;
}
// FORWARD15_FULL_BLOCK (since the sixty-second round, for the H200; -D0: off): an aligned 16-bit row that one block of
// 256 threads holds at 8 Packs a thread (FORWARD_WIDE_PACKS_16BIT's block instance), at most 1/8 of those Packs idle
// (14337-16384 columns), goes to kernel 10 at that block: forward15_block_teams' one-pass threads (below; 16384 had
// 512 threads x 4 Packs).
// Found in the H200's maps (results/dev-h200-2026-11-28/round62/a/e and b, kernel 10 at every block size beside the
// dispatcher, one run each, rows 4096 / 8192 / 16384 / 32768, % of the copy): bf16 16384 columns 91.3 / 92.3 / 94.9 /
// 94.5 -> 92.6 / 94.3 / 96.9 / 96.7 at 256 threads, fp16 91.4 / 92.5 / 95.2 / 95.0 -> 92.9 / 94.4 / 96.9 / 96.7. As
// committed, the sweep against 08aad8e's (results/evidence-h200-2026-11-28-054f70b): 16384 columns at rows 4096 /
// 8192 / 32768, bf16 91.4 / 92.1 / 94.6 -> 92.6 / 94.0 / 96.6, fp16 91.2 / 92.6 / 95.1 -> 92.7 / 94.2 / 96.6. Not wider:
// at 12288 columns (256 threads of 6 Packs) kernel 10 ran 2.3 / 2.0 points (bf16 / fp16) below the dispatcher's 384 x 4
// at 4096 rows.
// FORWARD15_FULL_BLOCK_FP32 (on since 1645144; -D0: off): the same for fp32 rows of 3585-4096 columns at 512 threads x 2
// Packs on kernel 9 (two passes: no pivot to guard, unlike kernel 10): forward15_block_teams' threads (4096 had 256 x
// 4). The dispatcher built with -DFORWARD15_FP32_PACKS_TARGET=2, the same launch at 4096 columns, in turn with the
// tree, twice (round62/b/fp32-deltas.txt): rows 4096 / 8192 / 32768 92.1 / 94.8 / 97.8 -> +2.7 / +2.5 / +1.5 points;
// at 3072 / 6144 / 8192 columns (384-1024 threads, some idle) 2 Packs lost up to 12 points. As committed, one run
// each (results/dev-h200-2026-11-28/round62/d/time.txt): 94.9 / 97.2 / 99.5 (the sweep at 054f70b: 91.9 / 94.7 / 97.0).
#ifndef FORWARD15_FULL_BLOCK
#define FORWARD15_FULL_BLOCK 1
#endif
#ifndef FORWARD15_FULL_BLOCK_FP32
#define FORWARD15_FULL_BLOCK_FP32 1
#endif
#define FORWARD15_FULL_BLOCK_THREADS (sizeof(floatX) == 4 ? 512 : 256)
#define FORWARD15_FULL_BLOCK_PACKS (sizeof(floatX) == 4 ? 2 : 8)   // 16-bit: where a block may hold 8 (ONE_TEAM_MAX_PACKS)
static int forward15_fills_full_block(int cols) {
    const int is_fp32 = sizeof(floatX) == 4;
    const long long packs = cols / PACK_SIZE;
    const long long slots = (long long)FORWARD15_FULL_BLOCK_THREADS * FORWARD15_FULL_BLOCK_PACKS;
    const int allowed = is_fp32 ? FORWARD15_FULL_BLOCK_FP32   // kernel 9: two passes, any width
                                : FORWARD15_FULL_BLOCK_PACKS <= ONE_TEAM_MAX_PACKS && cols <= FORWARD10_SAFE_COLS;
    return FORWARD15_FULL_BLOCK && allowed && cols % PACK_SIZE == 0 && 8 * packs > 7 * slots && packs <= slots;
}

// The block teams the dispatcher gives a row that the warp, ring, pair and rung-13 picks above left (launch_forward15,
// its last rules): kernel 9's threads (FORWARD15_PACKS_TARGET Packs a thread in the fewest threads that hold the row,
// as whole warps where FORWARD15_THREADS_BY_WARPS says), and the threads at which kernel 10 takes the row first (the
// one-pass rule from FORWARD15_ONE_PASS_FROM columns, the 2-Pack rule from FORWARD15_TWO_PACKS_FROM; 0 where it does
// not). A function of the width alone; dev/test_forward_reference checks it against the rounds' picks.
typedef struct { int threads, one_pass_threads; } Forward15BlockTeams;
static Forward15BlockTeams forward15_block_teams(int cols) {
    const int packs = cols / PACK_SIZE;
    int threads = cols % PACK_SIZE ? FORWARD15_MIN_THREADS_UNALIGNED : FORWARD15_MIN_THREADS;
    while (threads < 1024 && (long long)threads * FORWARD15_PACKS_TARGET < packs) threads *= 2;
    if (FORWARD15_THREADS_BY_WARPS & 1) threads = fewest_warps_threads(cols, threads);
    const int unaligned_two_pass = cols % PACK_SIZE != 0 && cols >= FORWARD15_UNALIGNED_TWO_PASS_FROM &&
                                   cols <= FORWARD15_UNALIGNED_TWO_PASS_TO;
    int one_pass_threads = threads < FORWARD15_ONE_PASS_THREADS ? threads : FORWARD15_ONE_PASS_THREADS;
    int two_packs = 0;   // 1 where the 2-Pack rule gives the row its block
    if (FORWARD15_ONE_PASS_TWO_PACKS && cols % PACK_SIZE == 0) {   // 2 Packs a thread where they fill the blocks
        int two = 2 * WARP_SIZE;
        while (two < 1024 && 2 * two < packs) two *= 2;
        if (2 * two >= packs) {   // a block of at most 1024 threads holds the row at 2 Packs a thread
            const int fewest = fewest_warps_threads(cols, two);
            if (fewest >= FORWARD15_TWO_PACKS_BELOW_THREADS) {   // kernel 10 at 4 Packs, one_pass_threads
                two_packs = 1;
            } else if (FORWARD15_THREADS_BY_WARPS & 2) {   // whole warps, unless they leave over 1/8 of an SM's slots empty
                if (8 * (SM_THREAD_SLOTS % fewest) <= SM_THREAD_SLOTS) {
                    one_pass_threads = fewest;
                    two_packs = 1;
                }
            } else if (8 * packs >= 7 * 2 * two) {   // a power of two, at most 1/8 of its slots idle
                one_pass_threads = two;
                two_packs = 1;
            }
        }
    }
    const int one_pass = (cols >= FORWARD15_ONE_PASS_FROM || (two_packs && cols >= FORWARD15_TWO_PACKS_FROM)) &&
                         cols <= FORWARD10_SAFE_COLS && !unaligned_two_pass;
    Forward15BlockTeams teams = {threads, one_pass ? one_pass_threads : 0};
    if (forward15_fills_full_block(cols)) {   // FORWARD15_FULL_BLOCK (above): one block at a fixed Packs a thread
        if (sizeof(floatX) == 4) teams.threads = FORWARD15_FULL_BLOCK_THREADS;   // kernel 9
        else teams.one_pass_threads = FORWARD15_FULL_BLOCK_THREADS;               // kernel 10
    }
    return teams;
}

static const char* launch_forward15(const LayerNormArgs* a, int block_size) {
    (void)block_size;
    if (a->cols <= (int)FORWARD15_PAIRS_MAX_COLS &&   // (0 in fp32) before asking the occupancy of kernel 14's instance
        forward15_takes_pairs(a->rows, a->cols, forward15_rows_per_wave(a)) &&
        launch_forward14(a, FORWARD15_PAIRS_THREADS) == NULL)
        return NULL;
    for (size_t i = 0; i < sizeof(forward15_ring_choices) / sizeof(forward15_ring_choices[0]); i++) {
        const RingChoice* choice = &forward15_ring_choices[i];
        if (a->cols >= choice->min_cols && a->cols <= choice->max_cols && a->rows >= choice->min_rows &&
            a->rows <= choice->max_rows && (choice->stats != STATS_PIVOT || a->cols <= FORWARD_PIVOT_SAFE_COLS) &&
            launch_ring11(a, choice->threads, FORWARD15_RING_STAGES, choice->stats, choice->weight_bias_always) == NULL)
            return NULL;
    }
    if (check_alignment(a) == NULL) {
        const int packs = a->cols / PACK_SIZE;
        const int is_fp32 = sizeof(floatX) == 4;
        if (packs <= WARP_SIZE * MAX_PACKS_PER_THREAD) {
            if ((a->rows < FORWARD15_KERNEL6_BELOW_ROWS || (a->cols <= 512 && !is_fp32)) && launch_forward6(a, 256) == NULL)
                return NULL;
            if (launch_forward9(a, WARP_SIZE) == NULL) return NULL;
        }
        if (!is_fp32 && a->cols < 2048 && launch_forward8(a, 256) == NULL) return NULL;
#if defined(ENABLE_FP16)
        if (packs > 1024 && packs <= 1280 && launch_forward8(a, 256) == NULL) return NULL;
#endif
        if (FORWARD15_WIDE_BLOCK != 0 && packs > 1024 * MAX_PACKS_PER_THREAD && launch_forward13(a, FORWARD15_WIDE_BLOCK) == NULL)
            return NULL;
        if (FORWARD15_FP32_RUNG13 && is_fp32 && packs >= 1024 * MAX_PACKS_PER_THREAD) {
            const void* kernel13;
            size_t smem;
            int staged_slots;
            if (forward13_plan(a->cols, 512, a->max_smem_per_block, &kernel13, &smem, &staged_slots) >= 2 &&
                launch_forward13(a, 512) == NULL)
                return NULL;
            if (forward13_plan(a->cols, 1024, a->max_smem_per_block, &kernel13, &smem, &staged_slots) >= 1 &&
                launch_forward13(a, 1024) == NULL)
                return NULL;
        }
        int head_on_kernel10;
        const int head_threads = forward15_head_two_pack_threads(a->rows, a->cols, &head_on_kernel10);
        if (head_threads > 0 && (head_on_kernel10 ? launch_forward10 : launch_forward9)(a, head_threads) == NULL)
            return NULL;
        if (ONE_TEAM_MAX_PACKS > MAX_PACKS_PER_THREAD && a->cols % PACK_SIZE == 0 &&   // FORWARD_WIDE_PACKS_16BIT
            a->cols > FORWARD15_EIGHT_PACKS_ABOVE_COLS && packs <= 512 * ONE_TEAM_MAX_PACKS && launch_forward10(a, 512) == NULL)
            return NULL;
        const Forward15BlockTeams teams = forward15_block_teams(a->cols);
        if (teams.one_pass_threads > 0 && launch_forward10(a, teams.one_pass_threads) == NULL) return NULL;
        const int threads = teams.threads;
        if (a->cols > 32768 && threads > FORWARD15_WIDEST_THREADS && launch_forward9(a, FORWARD15_WIDEST_THREADS) == NULL)
            return NULL;   // rows too wide for 8 blocks of WIDEST_THREADS go on to the threads above
        if (launch_forward9(a, threads) == NULL) return NULL;
    }
    return launch_forward5(a, 1024);
}

// ----------------------------------------------------------------------------------------------
// The variant table: one line per rung.

static const Variant forward_variants[] = {
    {1, "one thread per row, the CPU loop ported", launch_forward1, NULL, 1, 0},
    {2, "three kernels: mean, rstd (block per row, shared-memory tree), normalize (thread per element)", launch_forward2, NULL, 1, 0},
    {3, "one warp per row (cooperative groups), __restrict__, streaming cache hints", launch_forward3, NULL, 1, 0},
    {4, "kernel 3 with mean and variance in one pass, shifted by a per-row pivot", launch_forward4, NULL, 1, 0},
    {5, "one block per row, two-stage warp reduction", launch_forward5, NULL, 1, 0},
    {6, "one warp per row, row in registers, 16-byte loads/stores, persistent grid", launch_forward6, NULL, 1, 0},
    {7, "one block or cluster per row, row in registers, 16-byte loads/stores", launch_forward7, NULL, 1, 0},
    {8, "rows staged in shared memory (cp.async), the next row in flight while one is computed", launch_forward8, NULL, 1, 0},
    {9, "one warp, block or cluster per row, row in registers, no persistent loop, default caching", launch_forward9, NULL, 1, 0},
    {10, "kernel 9 with the mean and variance from one pass and one reduction (shifted by a pivot)", launch_forward10, NULL, 1, 0},
    {11, "a warp per row, its next rows in a ring of shared-memory slots filled by the TMA (bulk copies)", launch_forward11, NULL, 1, 0},
    {12, "a block per row, the row streamed through shared memory in chunks by the TMA, the next row's chunks behind this one's", launch_forward12, NULL, 1, 0},
    {13, "one block per row, the row in registers and shared memory (cp.async), no cluster", launch_forward13, NULL, 1, 0},
    {14, "two rows a warp: a half-warp holds a 16-bit row of at most 768 columns in registers", launch_forward14, NULL, 1, 0},
    {15, "dispatcher: the fastest rung and launch shape for the shape", launch_forward15, NULL, 1, 1},
};

// ----------------------------------------------------------------------------------------------
// The pass: tensors, inputs, reference with tolerances, bytes.

enum { FWD_INP, FWD_WEIGHT, FWD_BIAS, FWD_OUT, FWD_MEAN, FWD_RSTD, FWD_NUM_TENSORS };
static const TensorSpec forward_tensors[FWD_NUM_TENSORS] = {
    {"inp", ELEM_FLOATX, PER_ELEMENT, 0, offsetof(LayerNormArgs, inp)},
    {"weight", ELEM_FLOATX, PER_COL, 0, offsetof(LayerNormArgs, weight)},
    {"bias", ELEM_FLOATX, PER_COL, 0, offsetof(LayerNormArgs, bias)},
    {"out", ELEM_FLOATX, PER_ELEMENT, 1, offsetof(LayerNormArgs, out)},
    {"mean", ELEM_FLOAT32, PER_ROW, 1, offsetof(LayerNormArgs, mean)},
    {"rstd", ELEM_FLOAT32, PER_ROW, 1, offsetof(LayerNormArgs, rstd)},
};

static void forward_make_inputs(HostProblem* p, uint64_t seed) {
    fill_activations(p->host[FWD_INP], p->rows, p->cols, seed, FWD_INP, p->outlier_spreads);
    fill_uniform(p->host[FWD_WEIGHT], p->cols, 0.5, 1.5, seed, FWD_WEIGHT);
    fill_uniform(p->host[FWD_BIAS], p->cols, -0.5, 0.5, seed, FWD_BIAS);
}

// Largest |x| of a row times its rstd, plus one: how many digits x - mean loses (common.h, section 6).
static double row_condition(const float* x, int cols, double row_rstd) {
    double largest = 0.0;
    for (int col = 0; col < cols; col++) largest = fmax(largest, fabs((double)x[col]));
    return 1.0 + largest * row_rstd;
}

// Tolerances (common.h, section 6), per element, each a float32 sum over the row's `cols` terms:
//   out:  scale |weight| * condition + |bias| (the error of x_hat, times weight, then the bias add)
//   mean: scale max|x|
//   rstd: scale rstd * condition (the variance's relative error, halved by the square root)
static void forward_reference(HostProblem* p) {
    const int rows = p->rows, cols = p->cols;
    layernorm_forward_cpu(p->ref[FWD_OUT], p->ref[FWD_MEAN], p->ref[FWD_RSTD], p->host[FWD_INP], p->host[FWD_WEIGHT],
                          p->host[FWD_BIAS], rows, cols);
    #pragma omp parallel for schedule(static)
    for (int row = 0; row < rows; row++) {
        const float* x = p->host[FWD_INP] + (size_t)row * cols;
        double row_rstd = p->ref[FWD_RSTD][row];
        double condition = row_condition(x, cols, row_rstd);
        for (int col = 0; col < cols; col++) {
            size_t i = (size_t)row * cols + col;
            double scale = fabs(p->host[FWD_WEIGHT][col]) * condition + fabs(p->host[FWD_BIAS][col]);
            p->tol[FWD_OUT][i] = tolerance(ELEM_FLOATX, p->ref[FWD_OUT][i], cols, scale);
        }
        p->tol[FWD_MEAN][row] = tolerance(ELEM_FLOAT32, p->ref[FWD_MEAN][row], cols, (condition - 1.0) / row_rstd);
        p->tol[FWD_RSTD][row] = tolerance(ELEM_FLOAT32, row_rstd, cols, row_rstd * condition);
    }
}

// Reads x, weight, bias; writes out, mean, rstd.
static double forward_min_bytes(int rows, int cols) {
    return 2.0 * rows * cols * sizeof(floatX) + 2.0 * cols * sizeof(floatX) + 2.0 * rows * sizeof(float);
}

static const Pass forward_pass = {
    "layernorm_forward", 8192, 768,
    FWD_NUM_TENSORS, forward_tensors,
    forward_variants, (int)(sizeof(forward_variants) / sizeof(forward_variants[0])),
    forward_make_inputs, forward_reference, forward_min_bytes,
    "2*rows*cols*sizeof(floatX) [x, out] + 2*cols*sizeof(floatX) [weight, bias] + 2*rows*4 [mean, rstd]",
};

#ifndef LNLAB_NO_MAIN
int main(int argc, char** argv) { return lab_main(argc, argv, &forward_pass); }
#endif
