#!/usr/bin/env python3
"""The grid of backward kernel 15 in dev/jobs/round42_split3.patch, modelled on the CPU before the GPU ran it ([D42]).

For each shape and block size the launcher takes, the model walks every block of the grid as the kernel does: a group
a chunk of rows, the chunk's column blocks (one a strip of SPLIT_STRIP_PACKS Packs) first, then its row blocks (teams
of team_warps warps, a row each). It checks that the column blocks cover every (row, Pack) exactly once, and the row
blocks too. It prints the shapes where either does not, then `bad N`.

    python3 dev/jobs/round42_split_model.py
"""


def ceil_div(a, b):
    return (a + b - 1) // b


def covers_once(rows, cols, threads, pack_size, rows_in_flight=2, trips=2, strip_packs=4, row_packs=2, max_threads=512):
    """None where the launcher skips the shape, else whether both kinds of block cover every (row, Pack) once."""
    if cols % pack_size:
        return None
    packs = cols // pack_size
    if threads > max_threads or threads < strip_packs * 2 * pack_size:
        return None
    team_warps = 1
    while team_warps * 32 * row_packs < packs:
        team_warps *= 2
    if team_warps * 32 > max_threads or team_warps * 32 > threads:
        return None
    strips = ceil_div(packs, strip_packs)
    chunk_rows = trips * rows_in_flight * (threads // strip_packs)
    chunks = ceil_div(rows, chunk_rows)
    teams = threads // 32 // team_warps
    assert chunk_rows % teams == 0
    row_blocks = chunk_rows // teams
    lane_packs = row_packs if packs > team_warps * 32 else 1
    by_columns, by_rows = {}, {}
    for block in range(chunks * (strips + row_blocks)):
        chunk, in_group = divmod(block, strips + row_blocks)
        if in_group < strips:   # a column block: strip in_group, the chunk's rows
            row_lanes = threads // strip_packs
            first, end = chunk * chunk_rows, min(rows, (chunk + 1) * chunk_rows)
            for t in range(threads):
                pack = in_group * strip_packs + (t % 32) % strip_packs
                for base in range(first + t // strip_packs, end, rows_in_flight * row_lanes):
                    for r in range(rows_in_flight):
                        row = base + r * row_lanes
                        if row < end and pack < packs:
                            by_columns[(row, pack)] = by_columns.get((row, pack), 0) + 1
        else:   # a row block: teams of team_warps warps, a row each
            row_block = chunk * row_blocks + in_group - strips
            for t in range(threads):
                warp = t // 32
                row = row_block * teams + warp // team_warps
                if row >= rows:
                    continue
                team_lane = (warp % team_warps) * 32 + t % 32
                for i in range(lane_packs):
                    pack = team_lane + i * team_warps * 32
                    if pack < packs:
                        by_rows[(row, pack)] = by_rows.get((row, pack), 0) + 1
    every = [(row, pack) for row in range(rows) for pack in range(packs)]
    return (len(by_columns) == len(every) and all(by_columns.get(k) == 1 for k in every)
            and len(by_rows) == len(every) and all(by_rows.get(k) == 1 for k in every))


if __name__ == "__main__":
    bad = 0
    for pack_size in (4, 8):   # fp32, 16-bit
        for rows in (1, 3, 37, 130, 257, 1000):
            for cols in (8, 16, 32, 64, 120, 256, 512, 768, 1024, 1032, 1600, 2048, 4096):
                for threads in (32, 64, 128, 256, 512):
                    if covers_once(rows, cols, threads, pack_size) is False:
                        bad += 1
                        print("BAD: pack", pack_size, "rows", rows, "cols", cols, "threads", threads)
    print("bad", bad)
