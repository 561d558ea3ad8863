/*
LayerNorm forward: a ladder of CUDA kernels, each validated against a CPU reference and timed.

    out[r,c] = (x[r,c] - mean[r]) * rstd[r] * weight[c] + bias[c]
    mean[r]  = sum_c x[r,c] / cols,   rstd[r] = 1 / sqrt(sum_c (x[r,c] - mean[r])^2 / cols + 1e-5)

as torch.nn.functional.layer_norm over the last dimension; mean and rstd are float32 outputs kept
for the backward pass. Input (rows, cols) in floatX; accumulation in float32.

Build:  make                      (fp32, bf16 and fp16 programs; GPU_ARCH=sm_80 to override)
Run:    ./layernorm_forward K [block_size] [--rows R] [--cols C] [--csv] [--seed S] [--check]

kernel 1: one thread per row, the CPU loop ported                 ./layernorm_forward 1
kernel 2: three kernels: mean, rstd (block per row, shared-memory   ./layernorm_forward 2
          tree), normalize (thread per element)
kernel 3: one warp per row (cooperative groups), __restrict__,      ./layernorm_forward 3
          streaming cache hints
kernel 4: kernel 3 with mean and variance in one pass, shifted      ./layernorm_forward 4
          by a per-row pivot so large means do not cancel
kernel 5: one block per row, two-stage warp reduction               ./layernorm_forward 5

File order: CPU reference -> kernels -> launchers -> variant table -> main.
*/
#include "common.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

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
// Limits: none on shape; a sequential float sum loses digits on long rows (the tolerance allows it).
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
// nothing large cancels. (Any value near the mean works; x[0] is free and exact.) We still clamp
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

// ----------------------------------------------------------------------------------------------
// Kernel 5: one block per row, two-stage warp reduction.
// What changed: a row gets a whole block again (as kernel 2's reductions), but the block reduction
// is now two warp-shuffle stages instead of a shared-memory tree: each warp reduces its 32 lanes
// by shuffles, lane 0 writes one partial per warp to shared memory, and after a single barrier the
// partials (at most 32) are reduced by shuffles again (block_sum in common.h). Two barriers per
// reduction instead of log2(B). Sums are the pivot-shifted pair of kernel 4, so x is read twice,
// the second time usually from L1/L2.
// Why faster: a long row is split across up to 1024 threads instead of 32, so there are many more
// loads in flight per row; with 8192 rows there are still plenty of blocks to fill the GPU.
// Limits: block size a multiple of 32 (all our sizes are); when cols < block size, most threads
// idle; x is read twice and with scalar (2- or 4-byte) loads.
__global__ void layernorm_forward_kernel5(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                                          const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                                          const floatX* __restrict__ bias, int cols) {
    __shared__ float shared[WARP_SIZE];
    const int row = blockIdx.x;
    const floatX* x = inp + (size_t)row * cols;

    float pivot = floatX_to_float(x[0]);
    float sum = 0.0f, sum_squares = 0.0f;
    for (int col = threadIdx.x; col < cols; col += blockDim.x) {
        float d = floatX_to_float(x[col]) - pivot;
        sum += d;
        sum_squares += d * d;
    }
    float mean_shifted = block_sum(sum, shared) / cols;
    float var = block_sum(sum_squares, shared) / cols - mean_shifted * mean_shifted;
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
// Launchers: each enqueues its kernel(s) and returns NULL, or a reason it cannot take the shape.

static const char* launch_forward1(const LayerNormArgs* a, int block_size) {
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

// ----------------------------------------------------------------------------------------------
// The variant table: one line per rung.

static const Variant forward_variants[] = {
    {1, "one thread per row, the CPU loop ported", launch_forward1, NULL, 1, 0},
    {2, "three kernels: mean, rstd (block per row, shared-memory tree), normalize (thread per element)", launch_forward2, NULL, 1, 0},
    {3, "one warp per row (cooperative groups), __restrict__, streaming cache hints", launch_forward3, NULL, 1, 0},
    {4, "kernel 3 with mean and variance in one pass, shifted by a per-row pivot", launch_forward4, NULL, 1, 0},
    {5, "one block per row, two-stage warp reduction", launch_forward5, NULL, 1, 0},
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
    fill_activations(p->host[FWD_INP], p->rows, p->cols, seed, FWD_INP);
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
