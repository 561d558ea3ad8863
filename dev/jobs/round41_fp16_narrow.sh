#!/usr/bin/env bash
# Prepared in the fortieth round (about 8 minutes). [A40]: fp16's shifting 1- and 2-Pack instances ran
# slower than its plain ones (4097 columns, kernel 9 at 256 threads 83.1 / 88.1 / 92.2 -> 78.6 / 80.9 / 82.9 % of the
# copy at rows 4096 / 8192 / 32768) where bf16's won. ptxas finds why, likely: fp16's shifting instances convert by
# value (RUNG_WORDS_SHIFTED is 0 in fp16), and its narrow ones take 41-45 registers against the plain 32 (bf16's,
# with words, 32-38). round41_fp16_narrow.patch (applied here) adds -DRUNG_WORDS_SHIFTED_NARROW=1: the narrow shifting
# instances with words (fp16 kernel 9 at 1 / 2 Packs 32 / 34 registers, kernel 10 32 / 46; the 4-Pack ones unchanged),
# and lets the dispatcher's 2-Pack rule for rows with a head run kernel 9 where kernel 10's pivot is not safe (fp16 past
# 2048 columns), so that -DFORWARD_SHIFTED_NARROW=1 in fp16 brings the rule (up to 8192 rows) with it. Off, every PTX
# entry is HEAD's, and bf16's launches are the same.
# Predicted: fp16 kernel 9 at 256 threads (2 Packs, words) at 4097 columns 2-3 points over 128 threads' 86.8 / 92.9 at
# 4096 / 8192 rows, as bf16 gained; the dispatcher (w) likewise there; nothing at 32768 rows (the rule stops at 8192).
# 1. fp16: the tree (d), -DFORWARD_SHIFTED_NARROW=1 (n: by value, as [A40]), and with -DRUNG_WORDS_SHIFTED_NARROW=1 (w);
# 2. d, n, w in turn, twice: rungs 9, 10 and 14 at every block size, rows 4096 / 8192 / 32768 x 2049 / 3001 / 4097;
# 3. w as the lab's forward: the GPU matrix of forward 9, 10 and 14 in fp16 with 4096x4097, 8192x3001 and 5x2401 added,
#    and its sanitize.
#   $O/raw.csv, mean.txt, best.txt, test.log, sanitize.log
# Ran at 6462326 (round41/*-fp16-narrow-6462326.*): w won at 2049 (+3.7 / +2.7 / +3.4) and 3001 (+4.5 / +3.5 at 4096 /
# 8192 rows) and lost at 4097 (-1.3 / -2.5: 256 threads); adopted at 12ade6b with the fp16 rule up to 192 threads ([A41]).
set -u
O=$1
source dev/jobs/lib.sh
start_patched_job round41_fp16_narrow.patch layernorm_forward fp16 d "n:-DFORWARD_SHIFTED_NARROW=1" \
    "w:-DFORWARD_SHIFTED_NARROW=1 -DRUNG_WORDS_SHIFTED_NARROW=1"
time_twice "d n w" "9,10,14" "4096 8192 32768" "2049 3001 4097" fp16
best_per_rung > "$O/best.txt"
forward_as_lab w "-DFORWARD_SHIFTED_NARROW=1 -DRUNG_WORDS_SHIFTED_NARROW=1"
LNLAB_DTYPES="fp16" LNLAB_EXTRA_SHAPES="4096x4097 8192x3001 5x2401" \
    check_rungs layernorm_forward "9,10,14" "67x1031 5x4097 3x12289 130x2049 9x3001"
stamp "done"
