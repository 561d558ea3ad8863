/*
How steady is the ceiling? A probe of the harness's copy ceiling alone. Not a rung and not a test: it validates
nothing and asserts no time.

Why: every % of the copy the lab prints divides by one measurement of the ceiling (common.h, measure_copy_ceiling:
the faster of cudaMemcpyAsync and a 16-byte copy kernel, each the median of 50-200 repetitions with L2 flushed),
made once at the start of each process. In 32,000 timed rows of the results/dev-h100 folders the ceiling a process
measured was within 5 % of the other processes' at the same bytes, except in 8 processes, where it was 5-23 %
slower (bf16 4096 x 1600 in the thirty-second round, 20.9 us against 17.9; bf16 8192 x 512 in the thirty-ninth, 16.1
against 13.0): each of those printed every rung 5-23 % closer to the copy than it was (the "rare fast run" of
dev/NOTES.md [C32] was one). Is a slow ceiling a property of the process (where its buffers landed, the state the GPU
was in when the process began) or of one measurement, and does measuring again catch it?

What it found (thirty-ninth round, H100; results/dev-h100-2026-11-25/round39/ceiling-f6fd764.csv): one measurement,
not the process. Of 858 measurements (3 sizes, 151 processes) 5 were slow, each in a different process whose other
measurements were normal: the copy kernel's median (one window of 50-200 repetitions) 7-72 % slower than usual, so
the ceiling fell back to cudaMemcpyAsync's (at these sizes about 20 % slower than the kernel) or to the slow kernel
time; cudaMemcpyAsync's median was itself 2.3x slow in two more, hidden by the faster kernel. Two of the 5 came
among the 120 measurements made after 300 ms of idle, 3 among the 738 without: too few to say whether idling
matters. None of the 286 at 201 MB was slow. So common.h now keeps the
fastest of several windows' medians (section 7). A second run (round39/ceiling-windows-b77535b.csv, 1 and 3 windows
in turn, 1440 measurements) saw no slow window at all, on another machine: the rate differs from machine to machine,
and the windows are a guard against an event that run could not show.

Run: dev/probe_ceiling BYTES [MEASUREMENTS] [IDLE_MS] [WINDOWS]
  BYTES         the pass's byte count (the copy moves half of it and writes half)
  MEASUREMENTS  how many times this process measures the ceiling (default 8), each with buffers of its own
                (measure_copy_ceiling allocates and frees them)
  IDLE_MS       the host sleeps this long before each measurement (default 0), so that the GPU idles between them
  WINDOWS       windows of repetitions each median is the fastest of (common.h, section 7; default 1, the harness
                before the thirty-ninth round; the harness now measures its ceiling with CEILING_WINDOWS, 3)
Prints one csv row a measurement: measurement, idle_ms, windows, memcpy_ms, kernel_ms, ms (the faster).
*/
#include "../common.h"
#include <unistd.h>

int main(int argc, char** argv) {
    const double bytes = argc > 1 ? atof(argv[1]) : 0.0;
    const int measurements = argc > 2 ? atoi(argv[2]) : 8, idle_ms = argc > 3 ? atoi(argv[3]) : 0;
    const int windows = argc > 4 ? atoi(argv[4]) : 1;
    if (argc < 2 || argc > 5 || bytes < 32.0 || bytes > 4e10 || measurements < 1 || measurements > 1000 || idle_ms < 0 ||
        idle_ms > 60000 || windows < 1 || windows > 10) {
        fprintf(stderr, "usage: %s BYTES [MEASUREMENTS (1-1000)] [IDLE_MS (0-60000)] [WINDOWS (1-10)]\n", argv[0]);
        return 2;
    }
    cudaDeviceProp prop;
    cudaCheck(cudaGetDeviceProperties(&prop, 0));
    Timer timer = { NULL, 2 * (size_t)prop.l2CacheSize, 50, windows };
    cudaCheck(cudaMalloc(&timer.flush_buffer, timer.flush_bytes));
    printf("measurement,idle_ms,windows,memcpy_ms,kernel_ms,ms\n");
    for (int m = 0; m < measurements; m++) {
        if (idle_ms) usleep((useconds_t)idle_ms * 1000);
        const Ceiling ceiling = measure_copy_ceiling(&timer, bytes, prop.multiProcessorCount);
        printf("%d,%d,%d,%.5f,%.5f,%.5f\n", m, idle_ms, windows, ceiling.memcpy_ms, ceiling.kernel_ms, ceiling.ms);
    }
    cudaCheck(cudaFree(timer.flush_buffer));
    return 0;
}
