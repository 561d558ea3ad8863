#!/usr/bin/env bash
# Prepared in the twenty-eighth round, run in the twenty-ninth (about 3 minutes): which SMs the backward dispatcher's launches
# occupy. The twenty-eighth round found rung 13's and kernel 11's clustered launches on 124 of the 132 SMs, and two
# blocks of one SM ending 20-25 us apart ([B28]); kernels 6 and 12 now record their entry, last batch and end in the
# probe too (PTX of the programs unchanged). The dispatcher form with PROBE_BLOCKS_CSV at a shape of every pick
# (kernel 11, 12, 8, 9, 7, 6 and rung 13; bf16 and fp32), then per shape: the SMs used, the blocks an SM, and the
# spread of the blocks' last rows. Predicted: every launch in clusters of 4-8 on 120-124 SMs; where that coincides
# with the shortfall (16-bit 4096-8192 x 8192, kernel 12) a launch reaching all 132 is the next experiment.
# Ran at f909505 (results/dev-h100-2026-11-24/round29/census-f909505.txt, probe-first-f909505.csv, blocks-first-f909505.csv).
#   $O/probe.csv, probe.err, blocks.csv, census.txt
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
export PROBE_BLOCKS_CSV="$O/blocks.csv"
echo "dtype,rows,cols,threads,rows_in_flight,grid,block,sm,batches,entry_us,rows_done_us,end_us" > "$PROBE_BLOCKS_CSV"
probe_dispatcher "bf16:4096:1024 bf16:4096:2048 bf16:4096:4096 bf16:4096:8192 bf16:8192:8192 bf16:4096:12288 \
    bf16:32768:12288 bf16:4096:32768 bf16:4096:65536 bf16:8192:4097 fp32:4096:1024 fp32:4096:2048 fp32:4096:8192 \
    fp32:4096:16384 fp32:4096:32768 fp32:4096:4097"
python3 - "$O/blocks.csv" > "$O/census.txt" <<'PY'
import collections, csv, sys
shapes = collections.OrderedDict()
for r in csv.DictReader(open(sys.argv[1])):
    shapes.setdefault((r["dtype"], r["rows"], r["cols"], r["grid"]), []).append(r)
for key, blocks in shapes.items():
    per_sm = collections.Counter(b["sm"] for b in blocks)
    done = sorted(float(b["rows_done_us"]) for b in blocks)
    print(" x ".join(key[1:3]), key[0], "blocks", key[3], "SMs", len(per_sm), "blocks an SM",
          dict(collections.Counter(per_sm.values())), "rows done us: first %.1f median %.1f last %.1f" %
          (done[0], done[len(done) // 2], done[-1]))
PY
cat "$O/census.txt"
stamp "done"
