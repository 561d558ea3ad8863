"""A CPU model of BACKWARD11_TAIL_DEAL's row deal (kernel 11 with dev/jobs/round39_tail.patch), written in the thirty-eighth
round beside the switch: each team's rows as the kernel's loop deals them, checked to cover every row exactly once
and to give no team more than its share of the tail. Not a test of the kernel (the GPU matrix is); a check of the
deal's arithmetic, which a first draft got wrong with one team (it looped for ever). Run: python3 dev/jobs/round39_tail_model.py"""
import random
def rows_of_team(idx,count,R,rows):
    out=[]; tail_base = rows - rows % (count*R); step=1; first=idx*R
    if first >= tail_base: first=tail_base+idx; step=count
    guard=0
    while first < rows:
        guard+=1; assert guard < 100000
        for r in range(R):
            row=first+r*step
            if row<rows: out.append(row)
        prev=first; first += count*R
        if prev < tail_base and first>=tail_base: first=tail_base+idx; step=count
    return out
random.seed(1)
cases=[(R,c,r) for R in (2,4,8) for c in (1,2,3,7,62,124,496,992) for r in (1,2,5,37,511,4096,4100,8192,16385,32768)]
cases+= [(random.choice([2,4,8]),random.randint(1,300),random.randint(1,20000)) for _ in range(150)]
for R,count,rows in cases:
    allr=[]; mx=0
    for i in range(count):
        rr=rows_of_team(i,count,R,rows); allr+=rr; mx=max(mx,len(rr))
    assert sorted(allr)==list(range(rows)), (R,count,rows)
    full=rows//(count*R)
    assert mx <= full*R + -(-(rows-full*count*R)//count), (R,count,rows,mx)
print("ok", len(cases))
