#!/usr/bin/env bash
# Twenty-first round, last job (the session's remaining device minutes): the GPU matrix and sanitize of backward rungs
# 7, 10 and 12 run by hand (their staged rows moved to a 128-byte line; the evidence run checked the dispatchers).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
check_rungs layernorm_backward 7,10,12 "67x1031 3x40000 130x768 37x2048 5x16384"
stamp "done"
