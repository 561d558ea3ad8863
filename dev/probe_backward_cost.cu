/*
Where the backward's fixed cost goes: a timing probe of backward kernel 11's pieces. Not a rung and
not a test: it validates nothing (the kernels it times are the ones `make test` validates) and
asserts no time.

Why: at 4096-8192 rows the backward dispatcher runs 50-84% of the same-byte copy in 16-bit, where
the forward runs 90-97%; at tiny shapes it takes ~10 us where the copy takes ~4 and the forward ~5
(dev/NOTES.md, "Seventh round" [I7]). Folding the reduction into the main kernel measured slower,
and a ring that keeps every batch in flight (kernel 12) did not lower it. This program times the
pieces of kernel 11, the dispatcher's pick for short rows, one at a time, by the harness's method
(CUDA events around the launches, L2 flushed before each, the median of many):

  full        kernel 11 as its launcher runs it: the persistent main kernel in clusters of 8 blocks
              that add their partial rows in distributed shared memory, then the reduction of the
              partial rows as a programmatic dependent launch
  main        the main kernel alone, no reduction
  main_c1     the main kernel without clusters: no combine, every block writes its own partial row
  full_c1     main_c1 and the reduction of its (8x more) partial rows
  serial      main, then the reduction as an ordinary launch (no programmatic dependent launch)
  reduce      the reduction alone, over the partial rows main left
  empty       an empty kernel with main's grid, block size, shared memory and clusters: the launch
  dispatcher  backward kernel 15 (the dispatcher) at this shape, whatever it picks
  copy        the harness's ceiling, the faster of cudaMemcpyAsync and its 16-byte copy kernel

main - empty is the work inside the kernel; full - main what the reduction adds after it; main -
main_c1 the clusters' combine; serial - full what the programmatic launch saves.

Then one more run of `main` (L2 flushed first) whose blocks record their phases (kernel 11's
record_phase, compiled in here only: BACKWARD11_PHASES): thread 0 of each block reads the SM clock
at entry, once its first batch's row sums are computed (its loads have landed), after its last
batch, at the cluster's first barrier, after its slice of the cluster's partial row, and after the
partial row is combined and its stores issued, and the GPU's global timer at
entry and end. Printed as more pieces, in ms, medians and maxima over the blocks:
  phases_span          first block's entry to last block's end (global timer)
  phases_start_spread  first to last block's entry: the launch's ramp
  phases_end_spread    first to last block's end
  phases_first_batch   entry to the first batch summed: weight's and the first batch's loads
  phases_batches       the first batch summed to the last batch's dx stored
  phases_partials      the partial row: the cluster's combine and its stores issued, in three parts:
  phases_cluster_wait    the block's sums into shared memory and the cluster's first barrier (waiting for
                         the cluster's slowest block)
  phases_slice           the block's slice of the partial row read from the 8 blocks' shared memory
                         (distributed shared memory) and its stores issued
  phases_release         the second barrier (the cluster's slowest reader)
  phases_block         entry to end
The SM clock's cycles are turned into time by the clock rate the blocks ran at (their cycles over
their global-timer time, all blocks together), printed as a comment line with the batches a block took.
The timed pieces above carry the same records: 6 stores of one thread a block (4 without a cluster).

The second form, `ROWS COLS dispatcher`, takes whatever persistent launch the dispatcher (backward kernel 15)
makes at the shape (kernels 6-13: launch_teams_and_reduce records it here through RECORD_TEAMS_LAUNCH) and
times its pieces the same way: dispatcher (the whole pass), main (its main kernel alone), serial (main, then the
reduction as an ordinary launch), reduce (the reduction alone), empty (an empty kernel with main's grid, block
size and clusters) and copy. It asks, for the launches kernel 11 does not make (kernel 7's cluster teams at 32768
columns, kernel 12's ring), where the pass's time beyond its main kernel goes (dev/NOTES.md, "Twenty-seventh
round": ~20 us at bf16 4096 x 32768, 5-9 us at 4096 x 512-2048). Then, where the launch's kernel is 6, 7, 11
or 12 (each records its phases; kernels 6 and 7 count rows as batches, a cluster team combines nothing, so its
cluster spans are not printed, and kernels 6 and 12 mark no first batch), one more run of main with its phases, as
above, and two more lines: phases_first_rows_done and phases_last_rows_done, the first and the last block's last dx
stores issued (from the first block's entry).
With PROBE_BLOCKS_CSV=FILE set, every block's record is appended to FILE as well (either form):
dtype,rows,cols,threads,rows_in_flight,grid,block,sm,batches,entry_us,rows_done_us,end_us.

Build:  make dev/probe_backward_cost dev/probe_backward_cost_bf16 dev/probe_backward_cost_fp16
Run:    dev/probe_backward_cost_bf16 ROWS COLS THREADS ROWS_IN_FLIGHT   (e.g. 4096 1024 128 4: the
        dispatcher's kernel-11 choice for bf16 1024 columns); one CSV line a piece on stdout:
        dtype,rows,cols,threads,rows_in_flight,grid,piece,ms
        dev/probe_backward_cost_bf16 ROWS COLS dispatcher   (threads and rows_in_flight print as the launch's
        block size and 0)
*/
#define LNLAB_NO_MAIN
#define BACKWARD11_PHASES 1
// the dispatcher form records the launch it replays (layernorm_backward.cu's launch_teams_and_reduce)
static void record_teams_launch(const void* launch);   // below, once TeamsLaunch is declared
#define RECORD_TEAMS_LAUNCH(launch) record_teams_launch(launch)
#include "../layernorm_backward.cu"

static TeamsLaunch recorded_launch;
static int launches_recorded = 0;
static void record_teams_launch(const void* launch) {
    recorded_launch = *(const TeamsLaunch*)launch;
    launches_recorded++;
}

__global__ void empty_kernel(void) {}

typedef struct {
    LayerNormArgs* args;
    const void* kernel;     // kernel 11's instance
    long long groups;       // launch clusters of `combine` blocks
    int block_size, combine;
    size_t smem;
    int with_reduce;        // 0: main only, 1: reduction as a programmatic dependent launch, 2: ordinary launch
} Kernel11Job;

static void run_kernel11(void* context) {
    const Kernel11Job* job = (const Kernel11Job*)context;
    const LayerNormArgs* a = job->args;
    float* partials = (float*)a->scratch;
    int cluster_size = 1;   // block teams: one block a row
    void* params[] = {(void*)&a->dinp, (void*)&partials, (void*)&a->dout, (void*)&a->inp, (void*)&a->weight,
                      (void*)&a->mean, (void*)&a->rstd, (void*)&a->rows, (void*)&a->cols, (void*)&cluster_size};
    launch_clustered(job->kernel, job->groups * job->combine, job->block_size, job->smem, job->combine, params);
    if (job->with_reduce == 1) launch_reduce(a, partials, (int)job->groups);
    if (job->with_reduce == 2) launch_reduce_with(a, partials, (int)job->groups, 0);
}

static void run_reduce(void* context) {
    const Kernel11Job* job = (const Kernel11Job*)context;
    launch_reduce(job->args, (const float*)job->args->scratch, (int)job->groups);
}

static void run_empty(void* context) {
    const Kernel11Job* job = (const Kernel11Job*)context;
    launch_clustered((const void*)empty_kernel, job->groups * job->combine, job->block_size, 0, job->combine, NULL);
}

// Backward kernel 15 (the dispatcher), the whole pass at the shape: `context` is the LayerNormArgs.
static void run_whole_dispatcher(void* context) {
    const char* reason = launch_backward15((const LayerNormArgs*)context, 0);
    if (reason) { fprintf(stderr, "probe: the dispatcher refused the shape: %s\n", reason); exit(1); }
}
static void run_dispatcher(void* context) { run_whole_dispatcher(((const Kernel11Job*)context)->args); }

static int compare_doubles(const void* a, const void* b) {
    double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

// Prints `name`'s median and maximum over the blocks (ms), `values` sorted in place.
static void print_median_max(const char* prefix, const char* name, double* values, int count) {
    qsort(values, count, sizeof(double), compare_doubles);
    printf("%s,%s_median,%.5f\n%s,%s_max,%.5f\n", prefix, name, values[count / 2] * 1e-6, prefix, name,
           values[count - 1] * 1e-6);
}

// When a block's last row's dx stores were issued, in ns from the first block's entry (global timer): its entry plus
// the SM clock's count from entry to PHASE_BATCHES_DONE.
static double rows_done_ns(const unsigned long long* record, unsigned long long first_entry, double cycles_per_ns) {
    return (double)(record[0] - first_entry) + (double)(record[4 + PHASE_BATCHES_DONE] - record[4 + PHASE_ENTRY]) / cycles_per_ns;
}

// One run of `work` (a main kernel of `blocks` blocks that records its phases: kernel 6, 7, 11 or 12; L2 flushed
// first), then its blocks' phase records. Records left at zero are phases this kernel does not record.
static void report_phases(const Timer* timer, Work work, void* context, int blocks, const char* prefix) {
    if (blocks > BACKWARD11_PHASE_BLOCKS) { printf("# phases: %d blocks, more than the %d recorded\n", blocks, BACKWARD11_PHASE_BLOCKS); return; }
    unsigned long long (*records)[4 + PHASE_COUNT] =
        (unsigned long long (*)[4 + PHASE_COUNT])host_malloc((size_t)blocks * sizeof(*records), "phase records");
    memset(records, 0, (size_t)blocks * sizeof(*records));
    cudaCheck(cudaMemcpyToSymbol(backward11_phases, records, (size_t)blocks * sizeof(*records)));
    cudaCheck(cudaMemsetAsync(timer->flush_buffer, 0, timer->flush_bytes));
    work(context);
    cudaCheck(cudaGetLastError());
    cudaCheck(cudaDeviceSynchronize());
    cudaCheck(cudaMemcpyFromSymbol(records, backward11_phases, (size_t)blocks * sizeof(*records)));
    if (records[0][0] == 0) { printf("# phases: this launch's kernel records none (kernels 6, 7, 11 and 12 do)\n"); free(records); return; }
    unsigned long long first_entry = ~0ULL, last_entry = 0, first_end = ~0ULL, last_end = 0, most_batches = 0;
    double cycles = 0, nanoseconds = 0;
    for (int b = 0; b < blocks; b++) {
        const unsigned long long* r = records[b];
        if (r[0] < first_entry) first_entry = r[0];
        if (r[0] > last_entry) last_entry = r[0];
        if (r[1] < first_end) first_end = r[1];
        if (r[1] > last_end) last_end = r[1];
        if (r[3] > most_batches) most_batches = r[3];
        cycles += (double)(r[4 + PHASE_PARTIALS_WRITTEN] - r[4 + PHASE_ENTRY]);
        nanoseconds += (double)(r[1] - r[0]);
    }
    const double cycles_per_ns = nanoseconds > 0 ? cycles / nanoseconds : 0;
    printf("# phases: %d blocks, at most %llu batches a block, SM clock %.3f GHz (cycles over global-timer time)\n",
           blocks, most_batches, cycles_per_ns);
    printf("%s,phases_span,%.5f\n%s,phases_start_spread,%.5f\n%s,phases_end_spread,%.5f\n", prefix,
           (last_end - first_entry) * 1e-6, prefix, (last_entry - first_entry) * 1e-6, prefix, (last_end - first_end) * 1e-6);
    if (cycles_per_ns <= 0) { free(records); return; }
    double first_done = 1e300, last_done = 0;
    for (int b = 0; b < blocks; b++) {
        const double done = rows_done_ns(records[b], first_entry, cycles_per_ns);
        if (done < first_done) first_done = done;
        if (done > last_done) last_done = done;
    }
    printf("%s,phases_first_rows_done,%.5f\n%s,phases_last_rows_done,%.5f\n", prefix, first_done * 1e-6, prefix,
           last_done * 1e-6);
    // PROBE_BLOCKS_CSV=FILE: every block's record appended to FILE (the shape, block, SM, batches, then entry, last
    // row's dx issued and end in us from the first block's entry), to see which blocks finish late and where they ran
    const char* blocks_csv = getenv("PROBE_BLOCKS_CSV");
    FILE* blocks_file = blocks_csv ? fopen(blocks_csv, "a") : NULL;
    if (blocks_csv && !blocks_file) fprintf(stderr, "%s: cannot open %s\n", program_name, blocks_csv);
    for (int b = 0; blocks_file && b < blocks; b++) {
        const unsigned long long* r = records[b];
        fprintf(blocks_file, "%s,%d,%llu,%llu,%.3f,%.3f,%.3f\n", prefix, b, r[2], r[3], (r[0] - first_entry) * 1e-3,
                rows_done_ns(r, first_entry, cycles_per_ns) * 1e-3, (r[1] - first_entry) * 1e-3);
    }
    if (blocks_file) fclose(blocks_file);
    double* values = (double*)host_malloc((size_t)blocks * sizeof(double), "phase durations");
    // the spans that touch PHASE_FIRST_BATCH_SUMMED exist only in blocks that took a batch (others never record it)
    const struct { const char* name; int from, to; } spans[] = {
        {"phases_first_batch", PHASE_ENTRY, PHASE_FIRST_BATCH_SUMMED}, {"phases_batches", PHASE_FIRST_BATCH_SUMMED, PHASE_BATCHES_DONE},
        {"phases_partials", PHASE_BATCHES_DONE, PHASE_PARTIALS_WRITTEN}, {"phases_cluster_wait", PHASE_BATCHES_DONE, PHASE_CLUSTER_MET},
        {"phases_slice", PHASE_CLUSTER_MET, PHASE_SLICE_WRITTEN}, {"phases_release", PHASE_SLICE_WRITTEN, PHASE_PARTIALS_WRITTEN},
        {"phases_block", PHASE_ENTRY, PHASE_PARTIALS_WRITTEN}};
    for (size_t s = 0; s < sizeof(spans) / sizeof(spans[0]); s++) {
        const int needs_batch = spans[s].from == PHASE_FIRST_BATCH_SUMMED || spans[s].to == PHASE_FIRST_BATCH_SUMMED;
        int count = 0;
        for (int b = 0; b < blocks; b++)
            if ((!needs_batch || records[b][3] > 0) && records[b][4 + spans[s].from] != 0 && records[b][4 + spans[s].to] != 0)
                values[count++] = (double)(records[b][4 + spans[s].to] - records[b][4 + spans[s].from]) / cycles_per_ns;
        if (count > 0) print_median_max(prefix, spans[s].name, values, count);
    }
    free(values);
    free(records);
}

// The dispatcher form's pieces: `context` is the LayerNormArgs; the launch is recorded_launch.
static void run_recorded_main(void* context) { launch_teams((const LayerNormArgs*)context, &recorded_launch); }
static void run_recorded_serial(void* context) {
    const LayerNormArgs* a = (const LayerNormArgs*)context;
    launch_teams(a, &recorded_launch);
    cudaCheck(cudaGetLastError());
    launch_reduce_with(a, (const float*)a->scratch, (int)recorded_launch.groups, 0);
}
static void run_recorded_reduce(void* context) {
    const LayerNormArgs* a = (const LayerNormArgs*)context;
    launch_reduce(a, (const float*)a->scratch, (int)recorded_launch.groups);
}
static void run_recorded_empty(void* context) {
    (void)context;
    const int launch_cluster = recorded_launch.cluster_size * recorded_launch.combine;
    launch_clustered((const void*)empty_kernel, recorded_launch.groups * launch_cluster, recorded_launch.block_size, 0,
                     launch_cluster, NULL);
}

// The dispatcher form: its launch recorded once, then the pieces timed.
static int time_dispatcher_pieces(const Timer* timer, LayerNormArgs* args, int num_sms) {
    run_whole_dispatcher(args);
    cudaCheck(cudaGetLastError());
    cudaCheck(cudaDeviceSynchronize());
    if (launches_recorded != 1) {
        fprintf(stderr, "%s: the dispatcher made %d persistent launches at %d x %d (kernels 6-13 make one, kernel 14 none): nothing to "
                "split\n", program_name, launches_recorded, args->rows, args->cols);
        return 1;
    }
    const struct { const char* name; Work work; } pieces[] = {
        {"dispatcher", run_whole_dispatcher}, {"main", run_recorded_main}, {"serial", run_recorded_serial},
        {"reduce", run_recorded_reduce}, {"empty", run_recorded_empty}};
    const long long blocks = recorded_launch.groups * recorded_launch.cluster_size * recorded_launch.combine;
    printf("dtype,rows,cols,threads,rows_in_flight,grid,piece,ms\n");
    for (size_t p = 0; p < sizeof(pieces) / sizeof(pieces[0]); p++)
        printf("%s,%d,%d,%d,0,%lld,%s,%.5f\n", FLOATX_NAME, args->rows, args->cols, recorded_launch.block_size, blocks,
               pieces[p].name, time_median_ms(timer, pieces[p].work, args));
    const Ceiling ceiling = measure_copy_ceiling(timer, backward_min_bytes(args->rows, args->cols), num_sms);
    printf("%s,%d,%d,%d,0,0,copy,%.5f\n", FLOATX_NAME, args->rows, args->cols, recorded_launch.block_size, ceiling.ms);
    printf("# the launch: %lld blocks of %d threads, clusters of %d, %zu bytes of dynamic shared memory, %lld partial rows\n",
           blocks, recorded_launch.block_size, recorded_launch.cluster_size * recorded_launch.combine, recorded_launch.smem,
           recorded_launch.groups);
    char prefix[160];
    snprintf(prefix, sizeof(prefix), "%s,%d,%d,%d,0,%lld", FLOATX_NAME, args->rows, args->cols, recorded_launch.block_size, blocks);
    report_phases(timer, run_recorded_main, args, (int)blocks, prefix);
    return 0;
}

// Kernel 11's launch shape as launch_teams11 derives it (NULL reason), or why it cannot take the shape.
static const char* kernel11_shape(Kernel11Job* job, int rows_in_flight) {
    const LayerNormArgs* a = job->args;
    const char* reason = whole_pack_rows_reason(a, job->block_size, KERNEL11_MAX_THREADS, sizeof(floatX) == 4 ? 2 : 1, "not a kernel-11 shape");
    if (reason) return reason;
    const int items = a->cols / PACK_SIZE > job->block_size ? 2 : 1;
    job->kernel = backward11_kernel<0>(items, rows_in_flight);
    if (!job->kernel) return "no kernel 11 instance for this many Packs and rows in flight";
    job->smem = job->combine > 1 ? 2 * (size_t)a->cols * sizeof(float) : 0;
    job->groups = persistent_groups(a, job->kernel, job->block_size, job->smem, rows_in_flight, 1, job->combine);
    if (job->groups == 0) return "no block fits an SM";
    return NULL;
}

int main(int argc, char** argv) {
    program_name = "probe_backward_cost";
    const int dispatcher_form = argc == 4 && !strcmp(argv[3], "dispatcher");
    if (argc != 5 && !dispatcher_form) {
        fprintf(stderr, "usage: %s ROWS COLS THREADS ROWS_IN_FLIGHT   (kernel 11's pieces timed; see the file's head)\n"
                        "       %s ROWS COLS dispatcher               (the dispatcher's launch, its pieces timed)\n", argv[0], argv[0]);
        return 2;
    }
    const int rows = (int)parse_integer(argv[1], "ROWS"), cols = (int)parse_integer(argv[2], "COLS");
    const int threads = dispatcher_form ? 0 : (int)parse_integer(argv[3], "THREADS");
    const int rows_in_flight = dispatcher_form ? 0 : (int)parse_integer(argv[4], "ROWS_IN_FLIGHT");
    if (rows < 1 || cols < 1 || (long long)rows * cols > (1LL << 31)) bad_input("ROWS x COLS out of range: %s", argv[1]);
    int device_count = 0;
    if (cudaGetDeviceCount(&device_count) != cudaSuccess || device_count == 0) {
        fprintf(stderr, "%s: error: no CUDA GPU found\n", program_name);
        return 1;
    }
    cudaDeviceProp prop;
    cudaCheck(cudaGetDeviceProperties(&prop, 0));

    // Inputs hold finite values (the time does not depend on them); outputs are overwritten.
    const size_t elements = (size_t)rows * cols;
    LayerNormArgs args;
    memset(&args, 0, sizeof(args));
    args.rows = rows; args.cols = cols;
    args.num_sms = prop.multiProcessorCount;
    args.l2_bytes = (size_t)prop.l2CacheSize;
    args.max_smem_per_block = prop.sharedMemPerBlockOptin;
    args.compute_capability = prop.major * 10 + prop.minor;
    floatX *inp, *dout, *weight, *dinp, *dweight, *dbias;
    float *mean, *rstd;
    cudaCheck(cudaMalloc(&inp, elements * sizeof(floatX)));
    cudaCheck(cudaMalloc(&dout, elements * sizeof(floatX)));
    cudaCheck(cudaMalloc(&dinp, elements * sizeof(floatX)));
    cudaCheck(cudaMalloc(&weight, cols * sizeof(floatX)));
    cudaCheck(cudaMalloc(&dweight, cols * sizeof(floatX)));
    cudaCheck(cudaMalloc(&dbias, cols * sizeof(floatX)));
    cudaCheck(cudaMalloc(&mean, rows * sizeof(float)));
    cudaCheck(cudaMalloc(&rstd, rows * sizeof(float)));
    cudaCheck(cudaMemset(inp, 0x3c, elements * sizeof(floatX)));
    cudaCheck(cudaMemset(dout, 0x3c, elements * sizeof(floatX)));
    cudaCheck(cudaMemset(weight, 0x3c, cols * sizeof(floatX)));
    cudaCheck(cudaMemset(mean, 0, rows * sizeof(float)));
    cudaCheck(cudaMemset(rstd, 0x3f, rows * sizeof(float)));
    args.inp = inp; args.dout = dout; args.weight = weight; args.mean = mean; args.rstd = rstd;
    args.dinp = dinp; args.dweight = dweight; args.dbias = dbias;
    args.scratch_bytes = backward15_scratch_bytes(rows, cols);
    cudaCheck(cudaMalloc(&args.scratch, args.scratch_bytes));

    Timer timer = { NULL, 2 * (size_t)prop.l2CacheSize, 50, TIMING_WINDOWS };
    cudaCheck(cudaMalloc(&timer.flush_buffer, timer.flush_bytes));

    if (dispatcher_form) return time_dispatcher_pieces(&timer, &args, prop.multiProcessorCount);

    Kernel11Job clustered = { &args, NULL, 0, threads, COMBINE_BLOCKS, 0, 0 };
    Kernel11Job unclustered = { &args, NULL, 0, threads, 1, 0, 0 };
    const char* reason = kernel11_shape(&clustered, rows_in_flight);
    if (!reason) reason = kernel11_shape(&unclustered, rows_in_flight);
    if (reason) { fprintf(stderr, "%s: kernel 11 cannot take %d x %d at %d threads: %s\n", program_name, rows, cols, threads, reason); return 1; }

    typedef struct { const char* name; Work work; Kernel11Job job; } Piece;
    Kernel11Job full = clustered, main_only = clustered, serial = clustered, full_c1 = unclustered, main_c1 = unclustered;
    full.with_reduce = 1; serial.with_reduce = 2; full_c1.with_reduce = 1;
    const Piece pieces[] = {
        {"full", run_kernel11, full}, {"main", run_kernel11, main_only}, {"main_c1", run_kernel11, main_c1},
        {"full_c1", run_kernel11, full_c1}, {"serial", run_kernel11, serial}, {"reduce", run_reduce, clustered},
        {"empty", run_empty, clustered}, {"dispatcher", run_dispatcher, clustered},
    };
    printf("dtype,rows,cols,threads,rows_in_flight,grid,piece,ms\n");
    for (size_t p = 0; p < sizeof(pieces) / sizeof(pieces[0]); p++) {
        Kernel11Job job = pieces[p].job;
        const float ms = time_median_ms(&timer, pieces[p].work, &job);
        printf("%s,%d,%d,%d,%d,%lld,%s,%.5f\n", FLOATX_NAME, rows, cols, threads, rows_in_flight,
               job.groups * job.combine, pieces[p].name, ms);
    }
    const Ceiling ceiling = measure_copy_ceiling(&timer, backward_min_bytes(rows, cols), prop.multiProcessorCount);
    printf("%s,%d,%d,%d,%d,%d,copy,%.5f\n", FLOATX_NAME, rows, cols, threads, rows_in_flight, 0, ceiling.ms);
    char prefix[160];
    snprintf(prefix, sizeof(prefix), "%s,%d,%d,%d,%d,%lld", FLOATX_NAME, rows, cols, threads, rows_in_flight,
             main_only.groups * main_only.combine);
    report_phases(&timer, run_kernel11, &main_only, (int)(main_only.groups * main_only.combine), prefix);
    return 0;
}
