// Where a kernel's dynamic shared memory starts, for a given size of static shared memory (the twenty-first
// round's question, dev/NOTES.md [A21]): each instance declares STATIC_BYTES of static shared memory, as the lab's
// kernels declare their RowReduceState, and an `extern __shared__` array, then prints both addresses in the
// shared window. Build: nvcc -arch=sm_90 dev/smem_offset_probe.cu -o /tmp/smem_offset_probe (needs a GPU to run).
#include <cstdio>
#include <cstdint>

// One extern array a declared alignment (each alignment its own name: an extern __shared__ array is one symbol).
#define PROBE_KERNEL(ALIGN)                                                                               \
    template <int STATIC_BYTES>                                                                           \
    __global__ void probe_kernel_align##ALIGN(unsigned int* offsets) {                                   \
        __shared__ __align__(16) unsigned char static_bytes[STATIC_BYTES];                                \
        extern __shared__ __align__(ALIGN) unsigned char dynamic_bytes_align##ALIGN[];                    \
        if (threadIdx.x == 0) {                                                                           \
            static_bytes[threadIdx.x] = 1;                                                                \
            dynamic_bytes_align##ALIGN[threadIdx.x] = static_bytes[threadIdx.x];                          \
            offsets[0] = (unsigned int)__cvta_generic_to_shared(static_bytes);                            \
            offsets[1] = (unsigned int)__cvta_generic_to_shared(dynamic_bytes_align##ALIGN);              \
        }                                                                                                 \
    }
PROBE_KERNEL(16)
PROBE_KERNEL(128)
PROBE_KERNEL(1024)

template <int STATIC_BYTES, int DYNAMIC_ALIGN>
static int report(unsigned int* device_offsets) {
    unsigned int offsets[2] = {0, 0};
    if (DYNAMIC_ALIGN == 16) probe_kernel_align16<STATIC_BYTES><<<1, 32, 4096>>>(device_offsets);
    if (DYNAMIC_ALIGN == 128) probe_kernel_align128<STATIC_BYTES><<<1, 32, 4096>>>(device_offsets);
    if (DYNAMIC_ALIGN == 1024) probe_kernel_align1024<STATIC_BYTES><<<1, 32, 4096>>>(device_offsets);
    if (cudaGetLastError() != cudaSuccess || cudaMemcpy(offsets, device_offsets, sizeof(offsets), cudaMemcpyDeviceToHost) != cudaSuccess) {
        printf("static %4d B, extern align %4d: CUDA error\n", STATIC_BYTES, DYNAMIC_ALIGN);
        return 1;
    }
    printf("static %4d B, extern align %4d: static at %5u, dynamic at %5u (mod 128: %3u, mod 1024: %4u)\n", STATIC_BYTES,
           DYNAMIC_ALIGN, offsets[0], offsets[1], offsets[1] % 128, offsets[1] % 1024);
    return 0;
}

int main(void) {
    unsigned int* device_offsets;
    if (cudaMalloc(&device_offsets, 2 * sizeof(unsigned int)) != cudaSuccess) { printf("no GPU\n"); return 1; }
    int failed = report<272, 16>(device_offsets) + report<288, 16>(device_offsets) + report<320, 16>(device_offsets) +
                 report<384, 16>(device_offsets) + report<416, 16>(device_offsets) + report<512, 16>(device_offsets) +
                 report<272, 128>(device_offsets) + report<416, 128>(device_offsets) + report<272, 1024>(device_offsets);
    cudaFree(device_offsets);
    return failed;
}
