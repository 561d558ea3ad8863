/*
Why the forward stops near 90 % of the copy on wide rows: a timing probe of its memory pattern alone. Not a rung and
not a test: it computes no LayerNorm, validates nothing and asserts no time.

Why: at 32768-65536 columns every forward rung, block size and cluster tried since the thirteenth round ends at about
2700 GB/s, 86-93 % of the same-byte copy (results/: kernels 7, 9, 10, 13, the dispatcher), and the twenty-ninth
round's widths a stride off each power of two (round29/raw-stride-7fa52c7.csv) ran no faster. A forward team there
loads its whole row piece (128 KB for a 1024-thread block of 8 Packs a thread), reduces it twice (two passes), then
stores it: each SM alternates a burst of loads, a wait, and a burst of stores. Is that pattern, or the reductions in
the middle of it, what holds the forward back? This program moves `rows x cols` floats from one buffer to another in
exactly the forward's pattern, with 0, 1 or 2 block reductions between a segment's loads and its stores, and times
each form by the harness's method (CUDA events around the launch, warm-up, L2 flushed before each repetition, the
median), against the harness's ceiling (the faster of cudaMemcpyAsync and its 16-byte copy kernel):

  segment   threads x Packs 16-byte vectors, the part of the tensor one block holds at a time (a thread's vectors
            are threads apart, as a row team's); 1024 x 8 = 128 KB is an fp32 row of 32768 columns
  syncs     block reductions (common.h's block_sum: two __syncthreads each) of a value summed from the loaded
            vectors, between the loads and the stores: 2 is the two-pass statistics of kernels 9 and 13
  grid      "rows": a block per segment (kernel 9's launch); "persistent": the blocks that fit the GPU at once,
            each walking segments with a stride (kernel 7's)
  weight_bias  "yes": every segment also reads a weight and a bias vector of its own length (the same two for every
            segment, as every row reads the row's weight and bias) and writes x * scale * w + b; with 2 syncs

What it found (twenty-ninth round, H100; results/dev-h100-2026-11-24/round29/pattern-7866f2d.csv, pattern-wb-51769a2.csv):
the pattern runs 98-101 % of the copy with a block per segment, 0, 1 or 2 reductions alike (fp32 4096 x 32768, 1024 x
8: 99.4 % with 2), and 94-97 % persistent (the blocks' last turn uneven); so neither the burst of loads nor the
reductions held the forward back. With weight_bias, 128 KB of weight and bias a segment (4 Packs) cost nothing and 256
KB (8 Packs, L1 cannot keep them) fell to 37-43 %: every segment then reads them from L2 one Pack at a time (the same
serial loads as the forward's normalize_pack; this probe's are worse still, every block reading the same lines at
once). That led to layernorm_forward.cu's FORWARD_WB_GROUP.

Usage: dev/probe_forward_pattern [ROWS COLS]   (fp32, default 4096 32768; ROWS * COLS / 4 must be a multiple of
8192). Prints `rows,cols,threads,packs,syncs,weight_bias,grid,blocks_per_sm,ms,GB/s,pct_copy` lines, the copy first.
*/
#include "../common.h"

template <int PACKS, int SYNCS, int PERSISTENT, int WB>
__global__ void __launch_bounds__(1024) row_pattern_kernel(float4* __restrict__ out, const float4* __restrict__ in,
                                                           const float4* __restrict__ weight,
                                                           const float4* __restrict__ bias, long long segments) {
    __shared__ float2 partials[WARP_SIZE];
    const long long segment_vectors = (long long)blockDim.x * PACKS;
    for (long long segment = blockIdx.x; segment < segments; segment += PERSISTENT ? gridDim.x : segments) {
        const float4* source = in + segment * segment_vectors;
        float4 packs[PACKS];
        #pragma unroll
        for (int k = 0; k < PACKS; k++) packs[k] = source[threadIdx.x + k * blockDim.x];
        float scale = 1.0f;
        if (SYNCS > 0) {
            float value = 0.0f;
            #pragma unroll
            for (int k = 0; k < PACKS; k++) value += packs[k].x + packs[k].y + packs[k].z + packs[k].w;
            #pragma unroll
            for (int s = 0; s < SYNCS; s++) value = block_sum(value, partials) * 1e-30f;   // each waits on the last
            scale += value;   // the stores wait on the reductions, as a row's output waits on its statistics
        }
        float4* destination = out + segment * segment_vectors;
        #pragma unroll
        for (int k = 0; k < PACKS; k++) {
            const float4 p = packs[k];
            float4 w = make_float4(scale, scale, scale, scale), b = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
            if (WB) { w = weight[threadIdx.x + k * blockDim.x]; b = bias[threadIdx.x + k * blockDim.x]; }
            destination[threadIdx.x + k * blockDim.x] = make_float4(p.x * scale * w.x + b.x, p.y * scale * w.y + b.y,
                                                                    p.z * scale * w.z + b.z, p.w * scale * w.w + b.w);
        }
    }
}

typedef struct { const void* kernel; float4* out; const float4 *in, *weight, *bias; long long segments; int grid, threads; } PatternJob;

static void run_pattern(void* context) {
    PatternJob* job = (PatternJob*)context;
    void* params[] = {(void*)&job->out, (void*)&job->in, (void*)&job->weight, (void*)&job->bias, (void*)&job->segments};
    cudaCheck(cudaLaunchKernel(job->kernel, dim3(job->grid), dim3(job->threads), params, 0, 0));
}

// the instance for PACKS (4 or 8), SYNCS (0-2), PERSISTENT (0 or 1) and WB (0 or 1)
#define PATTERN_SYNCS(PACKS, SYNCS) {{(const void*)row_pattern_kernel<PACKS, SYNCS, 0, 0>, (const void*)row_pattern_kernel<PACKS, SYNCS, 0, 1>}, \
                                     {(const void*)row_pattern_kernel<PACKS, SYNCS, 1, 0>, (const void*)row_pattern_kernel<PACKS, SYNCS, 1, 1>}}
static const void* pattern_kernel(int packs, int syncs, int persistent, int wb) {
    static const void* table[2][3][2][2] = {{PATTERN_SYNCS(4, 0), PATTERN_SYNCS(4, 1), PATTERN_SYNCS(4, 2)},
                                            {PATTERN_SYNCS(8, 0), PATTERN_SYNCS(8, 1), PATTERN_SYNCS(8, 2)}};
    return table[packs == 8][syncs][persistent][wb];
}

int main(int argc, char** argv) {
    const long long rows = argc > 2 ? atoll(argv[1]) : 4096, cols = argc > 2 ? atoll(argv[2]) : 32768;
    const long long vectors = rows * cols / 4;
    if (rows < 1 || cols < 1 || cols % 4 != 0 || vectors % 8192 != 0) {
        fprintf(stderr, "usage: %s [ROWS COLS]: ROWS * COLS / 4 must be a whole multiple of 8192\n", argv[0]);
        return 2;
    }
    cudaDeviceProp prop;
    cudaCheck(cudaGetDeviceProperties(&prop, 0));
    const size_t bytes = (size_t)vectors * sizeof(float4);
    float4 *in, *out;
    cudaCheck(cudaMalloc(&in, bytes));
    cudaCheck(cudaMalloc(&out, bytes));
    cudaCheck(cudaMemset(in, 0x3c, bytes));
    float4 *weight, *bias;   // a segment's worth each (8192 vectors at most), read by every segment, as a row's are
    cudaCheck(cudaMalloc(&weight, 8192 * sizeof(float4)));
    cudaCheck(cudaMalloc(&bias, 8192 * sizeof(float4)));
    cudaCheck(cudaMemset(weight, 0x3c, 8192 * sizeof(float4)));
    cudaCheck(cudaMemset(bias, 0, 8192 * sizeof(float4)));
    Timer timer = {NULL, 2 * (size_t)prop.l2CacheSize, 50, TIMING_WINDOWS};
    cudaCheck(cudaMalloc(&timer.flush_buffer, timer.flush_bytes));
    const double moved = 2.0 * (double)bytes;
    const Ceiling ceiling = measure_copy_ceiling(&timer, moved, prop.multiProcessorCount);
    printf("rows,cols,threads,packs,syncs,weight_bias,grid,blocks_per_sm,ms,GB/s,pct_copy\n");
    printf("%lld,%lld,copy,,,,,,%.5f,%.1f,100.0\n", rows, cols, ceiling.ms, moved / ceiling.ms / 1e6);
    const int shapes[][2] = {{1024, 8}, {512, 8}, {256, 8}, {1024, 4}, {512, 4}};   // threads, Packs
    for (size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++) {
        const int threads = shapes[s][0], packs = shapes[s][1];
        const long long segments = vectors / ((long long)threads * packs);
        for (int persistent = 0; persistent <= 1; persistent++) {
            for (int form = 0; form < 4; form++) {   // 0-2 syncs without weight and bias, then 2 syncs with them
                const int syncs = form < 3 ? form : 2, wb = form == 3;
                PatternJob job = {pattern_kernel(packs, syncs, persistent, wb), out, in, weight, bias, segments, 0, threads};
                int per_sm = 0;
                cudaCheck(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, job.kernel, threads, 0));
                const long long resident = (long long)per_sm * prop.multiProcessorCount;
                job.grid = (int)(persistent && resident < segments ? resident : segments);
                const float ms = time_median_ms(&timer, run_pattern, &job);
                printf("%lld,%lld,%d,%d,%d,%s,%s,%d,%.5f,%.1f,%.1f\n", rows, cols, threads, packs, syncs, wb ? "yes" : "no",
                       persistent ? "persistent" : "rows", per_sm, ms, moved / ms / 1e6, 100.0 * ceiling.ms / ms);
            }
        }
    }
    cudaCheck(cudaFree(in));
    cudaCheck(cudaFree(out));
    cudaCheck(cudaFree(weight));
    cudaCheck(cudaFree(bias));
    cudaCheck(cudaFree(timer.flush_buffer));
    return 0;
}
