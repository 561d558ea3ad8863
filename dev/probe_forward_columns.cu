/*
A forward that reads weight and bias once a launch: an experiment for the widest rows, built and validated by the
lab's harness but not a rung of layernorm_forward.cu (not in its ladder, not in the dispatcher). If it wins on the
device it becomes one.

Why (dev/NOTES.md [D61]): on the H200 the forward's cells of 16384 columns and more split by the bytes of weight and
bias a row reads. 128 KB (fp32 16384, 16-bit 32768 columns) run 92-97 % of the same-byte copy; 256 KB (fp32 32768,
16-bit 65536) 81-91 %; 512 KB (fp32 65536) 88-89. Every rung there is one row a block (kernels 9, 10 and 13), so each
row reads weight and bias again: from L1 while they fit beside the block's shared memory, from L2 beyond, which then
carries twice the DRAM bytes. dev/probe_forward_pattern saw the same on the H100 (its weight_bias form: 128 KB a
segment cost nothing, 256 KB fell to 37-43 %).

What this does instead: a persistent cluster of `blocks` blocks (1, 2, 4 or 8, the fewest whose slices of weight and
bias fit COLUMNS_WB_MAX_BYTES of shared memory a block) walks rows first_row, first_row + clusters, ...; each block
owns one slice of the columns (cols / blocks, whole Packs) for the whole launch, with that slice of weight and bias
copied into its shared memory once. A thread holds its Packs of the slice (PACKS, as kernel 9's block teams) for RING
rows at a time in registers: the next rows' loads are in flight while a row is reduced. A row's statistics: each
block's slice mean and squared deviations about it, two passes over its registers (block_sum), then one exchange in
the cluster (common.h's cluster_push_gather2: st.async into every block's shared memory, no cluster barrier) and the
slices' moments merged in rank order by kernel 12's merge_moments (the exact pairwise merge of counts, means and M2). No
pivot, so a row whose first value is an outlier costs nothing (--outliers). Output as kernels 9 and 10
(normalize_pack, weight and bias read from shared memory).

Predicted: DRAM-bound like the copy at 256-512 KB of weight and bias (16-bit 65536 and fp32 32768 / 65536 at 93-97 %,
against the lab's 81-91 % on the H200), unless one exchange a row in a cluster, with RING - 1 rows in flight during
it, is longer than a row's share of the copy's time (about 2 us at 4096 x 65536 with 33 clusters).

Limits: cols a multiple of PACK_SIZE (a slice of whole Packs); at most 4 Packs a thread of the slice; 16-byte
aligned pointers; a block size of 32-1024 (1024 gives 64 registers a thread: the 4-Pack instance holds two rows).

Measured on the H200 (dev/NOTES.md [A62]): variant 1 ran 53-59 % of the copy at 16-bit 32768-65536 columns and 80-88
at fp32 32768-65536, below the lab's dispatcher everywhere. Variant 2 (above its kernel) feeds the same slices through
a TMA ring in shared memory instead; not yet run on a GPU.

Build:  make dev/probe_forward_columns dev/probe_forward_columns_bf16 dev/probe_forward_columns_fp16
Run:    dev/probe_forward_columns_bf16 1|2 [block_size] --rows 4096 --cols 65536 [--check] [--outliers] [--csv]
        (the lab's harness: validated against the CPU reference at every block size, then timed against the copy)
*/
#define LNLAB_NO_MAIN
#define CLUSTER_PUSH_SUMS 1   // RowReduceState's pushed slots (common.h), which the merge reads
#include "../layernorm_forward.cu"

// The most shared memory a block gives its slice of weight and bias (both); the cluster grows until a slice fits.
#ifndef COLUMNS_WB_MAX_BYTES
#define COLUMNS_WB_MAX_BYTES (128 * 1024)
#endif

// Row `row`'s part of the block's slice into x (Packs tid, tid + threads, ...), zeros past the slice or the rows.
template <int PACKS>
static __device__ __forceinline__ void load_slice(Pack* x, const floatX* __restrict__ inp, int row, int rows, int cols,
                                                  int first_col, int slice_packs) {
    #pragma unroll
    for (int k = 0; k < PACKS; k++) {
        const int pack = threadIdx.x + k * blockDim.x;
        x[k] = row < rows && pack < slice_packs ? load_pack(inp + (size_t)row * cols + first_col + pack * PACK_SIZE)
                                                : zero_pack();
    }
}

// A row's statistics from the block's slice, in both variants. First the slice's mean (one block_sum; the zeros past
// the slice add nothing), then, with the caller free to act between the two (variant 2 refills its slot there), the
// row's moments: the slice's squared deviations about its mean (block_sum), then, in a cluster of more than one block,
// one exchange (cluster_push_gather2) and the slices' moments merged in rank order (kernel 12's merge_moments; a
// one-block cluster has no peers to map: compute-sanitizer's memcheck found that push invalid, [A62]).
template <int PACKS>
static __device__ __forceinline__ float slice_mean_of(const Pack* x, int slice_cols, RowReduceState* state) {
    float sum = 0.0f;
    #pragma unroll
    for (int k = 0; k < PACKS; k++) sum += pack_sum(x[k], RUNG_FROM_WORD);
    return block_sum(sum, state->warp_partials) / slice_cols;
}
template <int PACKS>
static __device__ __forceinline__ Moments row_moments_of_slices(const Pack* x, float slice_mean, int slice_cols,
                                                                int slice_packs, int blocks, RowReduceState* state,
                                                                int* parity) {
    float deviations = 0.0f;
    #pragma unroll
    for (int k = 0; k < PACKS; k++)
        if (threadIdx.x + k * blockDim.x < slice_packs)
            deviations += pack_squared_deviations(x[k], slice_mean, RUNG_FROM_WORD);
    const float slice_m2 = block_sum(deviations, state->warp_partials);
    Moments row_moments = {(float)slice_cols, slice_mean, slice_m2};   // a cluster of one block: its slice
    if (blocks > 1) {
        unsigned int gathered;
        const float2* slices = cluster_push_gather2(make_float2(slice_mean, slice_m2), state, parity, &gathered);
        row_moments.count = 0.0f; row_moments.mean = 0.0f; row_moments.m2 = 0.0f;
        for (unsigned int block = 0; block < gathered; block++) {
            const Moments slice = {(float)slice_cols, slices[block].x, slices[block].y};
            row_moments = merge_moments(row_moments, slice);
        }
    }
    return row_moments;
}
// The block's slice of row `row` normalized from x, with the slice's weight and bias from shared memory
// (weight_bias: the slice's weight Packs, then its bias Packs); rank 0's thread 0 writes the row's mean and rstd.
template <int PACKS>
static __device__ __forceinline__ void normalize_slice(floatX* __restrict__ out, float* __restrict__ mean,
                                                       float* __restrict__ rstd, const Pack* x, const Pack* weight_bias,
                                                       Moments row_moments, int row, int cols, int first_col,
                                                       int slice_cols, int slice_packs, int rank) {
    const float row_mean = row_moments.mean, row_rstd = rstd_of_moments(row_moments);
    floatX* y = out + (size_t)row * cols + first_col;
    #pragma unroll
    for (int k = 0; k < PACKS; k++) {
        const int pack = threadIdx.x + k * blockDim.x;
        if (pack < slice_packs)
            normalize_pack<0, 0>(y, (const floatX*)weight_bias, (const floatX*)(weight_bias + slice_packs),
                                 pack * PACK_SIZE, slice_cols, 0, x[k], row_mean, row_rstd, RUNG_FROM_WORD);
    }
    if (rank == 0 && threadIdx.x == 0) { mean[row] = row_mean; rstd[row] = row_rstd; }
}

// The kernel (the file's head says why and how): a cluster of `blocks` blocks walks rows first_row, first_row +
// clusters, ...; block `rank` owns columns [rank * slice_cols, (rank + 1) * slice_cols) of every one.
template <int PACKS, int RING>
__global__ void __launch_bounds__(1024, 1)
layernorm_forward_columns(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                          const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                          const floatX* __restrict__ bias, int rows, int cols, int clusters) {
    extern __shared__ __align__(16) Pack weight_bias[];   // the slice's weight Packs, then its bias Packs
    __shared__ RowReduceState state;
    cg::cluster_group cluster = cg::this_cluster();
    const int blocks = (int)cluster.num_blocks(), rank = (int)cluster.block_rank();
    const int slice_cols = cols / blocks, slice_packs = slice_cols / PACK_SIZE, first_col = rank * slice_cols;
    const int first_row = (int)(blockIdx.x / blocks);   // the cluster's index: every block of it walks the same rows
    // Each thread copies the Packs of weight and bias it will read back, so no barrier.
    #pragma unroll
    for (int k = 0; k < PACKS; k++) {
        const int pack = threadIdx.x + k * blockDim.x;
        if (pack < slice_packs) {
            weight_bias[pack] = load_pack(weight + first_col + pack * PACK_SIZE);
            weight_bias[slice_packs + pack] = load_pack(bias + first_col + pack * PACK_SIZE);
        }
    }
    Pack x[RING][PACKS];
    #pragma unroll
    for (int slot = 0; slot < RING; slot++)
        load_slice<PACKS>(x[slot], inp, first_row + slot * clusters, rows, cols, first_col, slice_packs);
    int parity = 0;
    for (int base = first_row; base < rows; base += RING * clusters) {
        #pragma unroll
        for (int slot = 0; slot < RING; slot++) {
            const int row = base + slot * clusters;
            if (row >= rows) break;   // the same for every block of the cluster: the same exchanges
            const float slice_mean = slice_mean_of<PACKS>(x[slot], slice_cols, &state);
            const Moments row_moments = row_moments_of_slices<PACKS>(x[slot], slice_mean, slice_cols, slice_packs,
                                                                     blocks, &state, &parity);
            normalize_slice<PACKS>(out, mean, rstd, x[slot], weight_bias, row_moments, row, cols, first_col, slice_cols,
                                   slice_packs, rank);
            // the slot's next row, in flight while the next RING - 1 rows are reduced
            load_slice<PACKS>(x[slot], inp, row + RING * clusters, rows, cols, first_col, slice_packs);
        }
    }
    cluster_sync_before_exit();
}

// Both variants' cluster: the fewest blocks (1, 2, 4 or 8) whose slice of a row (whole Packs) is at most
// max_slice_bytes, and the Packs a thread of the slice (1, 2 or 4) at this block size; NULL, or why the shape is refused.
static const char* plan_slices(const LayerNormArgs* a, int block_size, double max_slice_bytes, int* blocks,
                               int* slice_packs, int* packs) {
    if (a->cols % PACK_SIZE != 0) return "cols not a multiple of PACK_SIZE (a slice is whole Packs)";
    *blocks = 1;
    while (*blocks < CLUSTER_MAX_BLOCKS && (double)a->cols / *blocks * sizeof(floatX) > max_slice_bytes) *blocks *= 2;
    if ((double)a->cols / *blocks * sizeof(floatX) > max_slice_bytes) return "a row's slice over the limit in 8 blocks";
    if ((a->cols / PACK_SIZE) % *blocks != 0) return "cols / PACK_SIZE not a multiple of the cluster's blocks";
    *slice_packs = a->cols / PACK_SIZE / *blocks;
    *packs = 1;
    while (*packs < 4 && (long long)*packs * block_size < *slice_packs) *packs *= 2;
    if ((long long)*packs * block_size < *slice_packs) return "slice wider than 4 Packs a thread at this block size";
    return NULL;
}

// The instances: [1, 2, 4 Packs a thread], RING rows a thread (two at 4 Packs: 64 registers at 1024 threads).
static const void* const columns_kernels[3] = {(const void*)layernorm_forward_columns<1, 4>,
                                               (const void*)layernorm_forward_columns<2, 3>,
                                               (const void*)layernorm_forward_columns<4, 2>};
static const char* launch_columns(const LayerNormArgs* a, int block_size) {
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    int blocks, slice_packs, packs;   // weight and bias's slices at most COLUMNS_WB_MAX_BYTES: a slice of x half that
    const char* refused = plan_slices(a, block_size, COLUMNS_WB_MAX_BYTES / 2, &blocks, &slice_packs, &packs);
    if (refused) return refused;
    const void* kernel = columns_kernels[packs == 1 ? 0 : packs == 2 ? 1 : 2];
    const size_t smem = 2 * (size_t)slice_packs * sizeof(Pack);
    long long clusters = resident_clusters(kernel, block_size, smem, blocks, a->num_sms);
    if (clusters == 0) return "no cluster fits at this block size and shared memory";
    if (clusters > a->rows) clusters = a->rows;
    int cluster_count = (int)clusters;
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols, (void*)&cluster_count};
    launch_clustered(kernel, clusters * blocks, block_size, smem, blocks, params);
    return NULL;
}

// Variant 2, the ring form ([A62]: variant 1 ran 53-59 % of the copy at 16-bit 32768-65536 columns, as slow where
// weight and bias fit L1 as where they do not, so its schedule was the cost: a thread's next row is loaded only after
// a row is stored, and at most RING - 1 rows are in flight while a row waits on its reductions and its exchange).
// What changed: x's slices come through a ring of `stages` shared-memory slots filled by the TMA (bulk copies, as
// kernel 11's rows), so `stages` - 1 slices of a block are in flight while one is reduced. The cluster is the fewest
// blocks whose slice of a row is at most COLUMNS_RING_SLICE_BYTES (32 KB: 16-bit 65536 columns in 4 blocks, fp32 65536
// in 8), with that slice's weight and bias in shared memory too (2 x 32 KB) and 2-4 slots beside them: one block an SM.
// A row: each thread copies its Packs of the slot into registers, the slice's sum (block_sum, whose barrier also says
// every thread has read the slot, so thread 0 asks for the slot's next row at once), its squared deviations about the
// slice mean (block_sum), the exchange and merge (as variant 1), the normalize from registers and shared memory.
// Predicted: 93-97 % of the copy at 16-bit 65536 and fp32 32768-65536 if 3 slices in flight a block (96 KB an SM) cover
// the exchange; it is not faster than variant 1 if the exchange, not the loads, paces the rows.
// Limits: as variant 1 (whole Packs, aligned pointers); at most 4 Packs a thread of the slice (2048 Packs: 512 threads
// and more); sm_90 (the TMA).
#ifndef COLUMNS_RING_SLICE_BYTES
#define COLUMNS_RING_SLICE_BYTES (32 * 1024)
#endif
#ifndef COLUMNS_RING_MAX_STAGES
#define COLUMNS_RING_MAX_STAGES 4
#endif
// Thread 0's request to the TMA for the block's slice of row `row` (when it exists) into `slot`, counted by `landed`.
static __device__ __forceinline__ void request_slice(Pack* slot, uint64_t* landed, const floatX* inp, int row,
                                                     int rows, int cols, int first_col, int slice_packs) {
    if (row >= rows) return;
    const unsigned int bytes = (unsigned int)slice_packs * (unsigned int)sizeof(Pack);
    mbarrier_expect_bytes(landed, bytes);
    bulk_copy_async(slot, inp + (size_t)row * cols + first_col, bytes, landed);
}
template <int PACKS>
__global__ void __launch_bounds__(1024)
layernorm_forward_columns_ring(floatX* __restrict__ out, float* __restrict__ mean, float* __restrict__ rstd,
                               const floatX* __restrict__ inp, const floatX* __restrict__ weight,
                               const floatX* __restrict__ bias, int rows, int cols, int clusters, int stages) {
    extern __shared__ __align__(STAGED_ALIGN) Pack staged[];   // [weight's slice | bias's slice | slot 0 | slot 1 ...]
    __shared__ RowReduceState state;
    __shared__ uint64_t landed[COLUMNS_RING_MAX_STAGES];   // per slot: its row's slice has arrived
    __shared__ uint64_t weight_bias_landed;
    cg::cluster_group cluster = cg::this_cluster();
    const int blocks = (int)cluster.num_blocks(), rank = (int)cluster.block_rank();
    const int slice_cols = cols / blocks, slice_packs = slice_cols / PACK_SIZE, first_col = rank * slice_cols;
    const int first_row = (int)(blockIdx.x / blocks);
    Pack* const weight_bias = staged;
    Pack* const ring = staged + 2 * (size_t)slice_packs;
    if (threadIdx.x == 0) {
        mbarrier_init(&weight_bias_landed, 1);
        for (int slot = 0; slot < stages; slot++) mbarrier_init(&landed[slot], 1);
        request_weight_bias(weight_bias, &weight_bias_landed, weight + first_col, bias + first_col, slice_cols);
        for (int slot = 0; slot < stages; slot++)
            request_slice(ring + (size_t)slot * slice_packs, &landed[slot], inp, first_row + slot * clusters, rows, cols,
                          first_col, slice_packs);
    }
    __syncthreads();   // the barriers are initialized before any thread waits on them
    int parity = 0, use = 0;
    for (int row = first_row; row < rows; row += clusters, use++) {
        const int slot = use % stages;
        const Pack* x_slot = ring + (size_t)slot * slice_packs;
        mbarrier_wait(&landed[slot], (use / stages) & 1);
        Pack x[PACKS];
        #pragma unroll
        for (int k = 0; k < PACKS; k++) {
            const int pack = threadIdx.x + k * blockDim.x;
            x[k] = pack < slice_packs ? x_slot[pack] : zero_pack();
        }
        const float slice_mean = slice_mean_of<PACKS>(x, slice_cols, &state);
        // past block_sum's barrier every thread has its Packs: the slot takes the row `stages` uses ahead
        if (threadIdx.x == 0)
            request_slice(ring + (size_t)slot * slice_packs, &landed[slot], inp, row + stages * clusters, rows, cols,
                          first_col, slice_packs);
        const Moments row_moments = row_moments_of_slices<PACKS>(x, slice_mean, slice_cols, slice_packs, blocks,
                                                                 &state, &parity);
        if (use == 0) mbarrier_wait(&weight_bias_landed, 0);   // once: they stay
        normalize_slice<PACKS>(out, mean, rstd, x, weight_bias, row_moments, row, cols, first_col, slice_cols,
                               slice_packs, rank);
    }
    if (use == 0) mbarrier_wait(&weight_bias_landed, 0);   // a block without rows: no copy in flight at exit
    cluster_sync_before_exit();
}
static const void* const columns_ring_kernels[3] = {(const void*)layernorm_forward_columns_ring<1>,
                                                    (const void*)layernorm_forward_columns_ring<2>,
                                                    (const void*)layernorm_forward_columns_ring<4>};
static const char* launch_columns_ring(const LayerNormArgs* a, int block_size) {
    const char* unaligned = check_alignment(a);
    if (unaligned) return unaligned;
    if (a->compute_capability < 90) return "needs sm_90 (the TMA's bulk copies)";
    int blocks, slice_packs, packs;
    const char* refused = plan_slices(a, block_size, COLUMNS_RING_SLICE_BYTES, &blocks, &slice_packs, &packs);
    if (refused) return refused;
    const size_t slice_bytes = (size_t)slice_packs * sizeof(Pack);
    const size_t room = staged_smem_room(a->max_smem_per_block,
                                         sizeof(RowReduceState) + sizeof(uint64_t) * (COLUMNS_RING_MAX_STAGES + 1));
    int stages = COLUMNS_RING_MAX_STAGES;
    while (stages >= 2 && (2 + (size_t)stages) * slice_bytes > room) stages--;
    if (stages < 2) return "two slots and the slice's weight and bias do not fit shared memory";
    const void* kernel = columns_ring_kernels[packs == 1 ? 0 : packs == 2 ? 1 : 2];
    const size_t smem = (2 + (size_t)stages) * slice_bytes;
    long long clusters = resident_clusters(kernel, block_size, smem, blocks, a->num_sms);
    if (clusters == 0) return "no cluster fits at this block size and shared memory";
    if (clusters > a->rows) clusters = a->rows;
    int cluster_count = (int)clusters;
    void* params[] = {(void*)&a->out, (void*)&a->mean, (void*)&a->rstd, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->bias, (void*)&a->rows, (void*)&a->cols, (void*)&cluster_count, (void*)&stages};
    launch_clustered(kernel, clusters * blocks, block_size, smem, blocks, params);
    return NULL;
}

static const Variant columns_variants[] = {
    {1, "persistent clusters owning column slices: weight and bias in shared memory once a launch, one exchange a row",
     launch_columns, NULL, 1, 0},
    {2, "variant 1 with x's slices through a ring of shared-memory slots filled by the TMA (32 KB slices)",
     launch_columns_ring, NULL, 1, 0},
};
static const Pass columns_pass = {
    "probe_forward_columns", 4096, 65536,
    FWD_NUM_TENSORS, forward_tensors,
    columns_variants, (int)(sizeof(columns_variants) / sizeof(columns_variants[0])),
    forward_make_inputs, forward_reference, forward_min_bytes, forward_pass.bytes_formula,
};

int main(int argc, char** argv) { return lab_main(argc, argv, &columns_pass); }
