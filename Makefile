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

# EXTRA_FLAGS: compile-time switches of an experiment build, e.g. `make -B EXTRA_FLAGS=-DFORWARD_SHIFT_MIN_PACKS=4`
NVCC_FLAGS = -O3 -std=c++17 -arch=$(GPU_ARCH) -lineinfo -Xcompiler -fopenmp,-Wall,-Wextra,-Wno-unused-function $(EXTRA_FLAGS)
LIBS = -lgomp

PASSES = layernorm_forward layernorm_backward
PROGRAMS = $(foreach p,$(PASSES),$(p) $(p)_bf16 $(p)_fp16)
TEST_PROGRAMS = dev/test_forward_reference dev/test_backward_reference
TESTS = $(foreach t,$(TEST_PROGRAMS),$(t) $(t)_bf16 $(t)_fp16)
# timing probes (dev/probe_*.cu): built with the tests so that they keep compiling, run by hand
PROBES = $(foreach p,dev/probe_backward_cost dev/probe_forward_columns,$(p) $(p)_bf16 $(p)_fp16) dev/probe_forward_pattern \
         dev/probe_ceiling
NPROC := $(shell nproc 2>/dev/null || echo 2)

.PHONY: all build test sanitize sass clean
all: $(PROGRAMS)
build: $(PROGRAMS) $(TESTS) $(PROBES)

%: %.cu common.h
	$(NVCC) $(NVCC_FLAGS) $< -o $@ $(LIBS)
%_bf16: %.cu common.h
	$(NVCC) $(NVCC_FLAGS) -DENABLE_BF16 $< -o $@ $(LIBS)
%_fp16: %.cu common.h
	$(NVCC) $(NVCC_FLAGS) -DENABLE_FP16 $< -o $@ $(LIBS)

# the CPU tests include the program they check
dev/test_forward_reference dev/test_forward_reference_bf16 dev/test_forward_reference_fp16: layernorm_forward.cu dev/test_common.h
dev/test_backward_reference dev/test_backward_reference_bf16 dev/test_backward_reference_fp16: layernorm_backward.cu dev/test_common.h
$(filter dev/probe_backward_cost%,$(PROBES)): layernorm_backward.cu
$(filter dev/probe_forward_columns%,$(PROBES)): layernorm_forward.cu
dev/probe_forward_pattern dev/probe_ceiling: common.h

# Builds everything (in parallel), then the CPU checks always and the GPU matrix where a GPU
# answers. Closes with "N passed, N failed".
test:
	$(MAKE) -j$(NPROC) build
	bash dev/run_tests.sh

# compute-sanitizer over every variant (needs a GPU)
sanitize:
	$(MAKE) -j$(NPROC) all
	bash dev/sanitize.sh

# the forward register rungs' SASS: a row's loads issued before any use, no spills (needs cuobjdump, no GPU)
sass:
	$(MAKE) -j$(NPROC) all
	bash dev/sass_check.sh

clean:
	rm -f $(PROGRAMS) $(TESTS) $(PROBES)
