# lnlab: `make` builds every program in fp32, bf16 and fp16; `make test` builds and tests.
#
# GPU_ARCH: the GPU's own architecture where nvidia-smi finds one, else sm_90 (H100/H200).
# Override with `make GPU_ARCH=sm_80`.

NVCC ?= nvcc
DETECTED_ARCH := $(shell nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1 | tr -d ' .')
ifneq ($(DETECTED_ARCH),)
GPU_ARCH ?= sm_$(DETECTED_ARCH)
else
GPU_ARCH ?= sm_90
endif

NVCC_FLAGS = -O3 -std=c++17 -arch=$(GPU_ARCH) -lineinfo -Xcompiler -fopenmp,-Wall,-Wextra,-Wno-unused-function
LIBS = -lgomp

PASSES = layernorm_forward layernorm_backward
PROGRAMS = $(foreach p,$(PASSES),$(p) $(p)_bf16 $(p)_fp16)
TESTS = dev/test_reference

.PHONY: all test sanitize clean
all: $(PROGRAMS)

%: %.cu common.h
	$(NVCC) $(NVCC_FLAGS) $< -o $@ $(LIBS)
%_bf16: %.cu common.h
	$(NVCC) $(NVCC_FLAGS) -DENABLE_BF16 $< -o $@ $(LIBS)
%_fp16: %.cu common.h
	$(NVCC) $(NVCC_FLAGS) -DENABLE_FP16 $< -o $@ $(LIBS)

dev/test_reference: dev/test_reference.cu layernorm_forward.cu layernorm_backward.cu common.h
	$(NVCC) $(NVCC_FLAGS) $< -o $@ $(LIBS)

# CPU checks always; the GPU matrix where a GPU answers. Closes with "N passed, N failed".
test: $(PROGRAMS) $(TESTS)
	bash dev/run_tests.sh

# compute-sanitizer over every variant (needs a GPU)
sanitize: $(PROGRAMS)
	bash dev/sanitize.sh

clean:
	rm -f $(PROGRAMS) $(TESTS)
