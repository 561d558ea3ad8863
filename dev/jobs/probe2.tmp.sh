set -u; O=$OUT; make -j16 build > $O/build.log 2>&1 || exit 1
source <(sed -n '/^profile()/,/^}/p' dev/jobs/round6_probe.sh)
mkdir -p $O/ncu
for shape in "4096 1024" "32768 1024" "8192 4096" "32768 8192"; do set -- $shape
  profile layernorm_backward_bf16 11 $1 $2; profile layernorm_backward 11 $1 $2; done
profile layernorm_forward_bf16 10 8192 1600; profile layernorm_forward_fp16 10 8192 12288; profile layernorm_forward_bf16 10 8192 65536
ls -la $O/ncu; grep -h "Duration\|DRAM Throughput" $O/ncu/*.txt | head -40
