#!/usr/bin/env bash
# The sixty-seventh round's two waiting jobs in one device start (that round found no machine: each call that finds
# none costs 90-180 s, so one start should carry both). About 10-11 minutes through the daemon:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round68.sh 570   (then wait 180)
# Each part runs in a fresh copy of the job's tree (each applies its own patch) into its own folder, $O/<part>/:
#   k16/  round68_k16.sh with QUICK=1: kernel 16 ([C66], [A67]; dev/jobs/round68_kernel16.patch) built, its GPU
#         matrix and sanitize, one round in turn beside the dispatcher, its first build and the bound (summary.txt)
#   a/    backward_table_ab.sh with round67_a.patch ([A66]'s three table candidates): the matrix of backward 15 with
#         the rows' edges, sanitize, two rounds in turn (deltas.txt); the command of dev/NOTES.md [C66] Next 1
# Kernel 16 first: it is the larger lead (9 target cells at 4097 columns); the table rows cross no target.
# PARTS="k16" (or "a") runs one part alone, where the device time left cannot take both.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
PARTS=${PARTS:-k16 a}
case " $PARTS " in *" k16 "*) run_part k16 dev/jobs/round68_k16.sh QUICK=1;; esac
case " $PARTS " in *" a "*) run_part a dev/jobs/backward_table_ab.sh BASE=patch PATCH=round67_a.patch \
    EXTRA_SHAPES="32768x512 32768x456 16384x449 4096x1600 4096x1284 4096x1448 4096x4096 4096x3588 8192x4096 8192x1600" \
    SANITIZE_SHAPES="32768x512 4096x1600 4096x4096" \
    TURN="fp32=32768x512 32768x456 16384x512 4096x1600 4096x1284 4096x1440;bf16=4096x4096 4096x3600 8192x4096;fp16=4096x4096 4096x3600 8192x4096";;
esac
stamp "done"
