"""
The Triton tutorial's LayerNorm (tutorials/05-layer-norm), written here from its description, for
scripts/bench_peers.py. Needs torch and triton; imported only on the GPU machine.

What is kept exactly as the tutorial has it (the point is a faithful peer, not a better one):
  forward   _layer_norm_fwd_fused: one program per row; mean, then variance around it, then
            normalize, each a loop over the row in BLOCK_SIZE chunks (one chunk, since BLOCK_SIZE
            covers the row); float32 arithmetic, output stored in the input's type.
            BLOCK_SIZE = min(65536 // element_size, next_power_of_2(N)); a row longer than that
            (N * element_size > 65536 bytes) is refused with the tutorial's RuntimeError.
            num_warps = min(max(BLOCK_SIZE // 256, 1), 8).
  backward  _layer_norm_bwd_dx_fused: one program per row computes dx, then adds its dy*xhat and
            dy into one of GROUP_SIZE_M partial buffers (row % GROUP_SIZE_M) under a spin lock
            (atomic_cas(Lock, 0, 1)), with a count flag (Count = Lock + GROUP_SIZE_M) so the first
            writer stores instead of accumulating; a block barrier, then atomic_xchg(Lock, 0).
            GROUP_SIZE_M = 64, 96 if N <= 8192, 128 if N <= 4096, 256 if N <= 1024.
            The partial buffers have the input's dtype (torch.zeros((GROUP_SIZE_M, N), x.dtype)), so
            in fp16/bf16 every accumulation step is rounded to 16 bits.
            _layer_norm_bwd_dwdb: sums the min(GROUP_SIZE_M, M) partial rows in float32 tiles of
            BLOCK_SIZE_M=32 x BLOCK_SIZE_N=128, one program per 128 columns.
Differences, none of which changes what runs on the GPU:
  - outputs and scratch are allocated once outside the timed call (the tutorial allocates them in
    forward()/backward(); torch's caching allocator makes that host-side work, not GPU work); the
    timed backward still zeroes the locks and both partial buffers (the tutorial's torch.zeros).
  - num_ctas=1 is not passed (it is the default).
  - tl.debug_barrier() before releasing the lock is in the current tutorial (it was added after the
    first version; without it another program can take the lock while this one's stores are still
    in flight). It is kept.
  - partial_dtype lets bench_peers.py add a labelled, NOT faithful variant whose partial buffers are
    float32 (see TutorialBackward), to time the algorithm where the 16-bit partials fail validation.
"""
import torch
import triton
import triton.language as tl


@triton.jit
def _layer_norm_fwd_fused(
    X,  # input, (M, N)
    Y,  # output, (M, N)
    W,  # weight, (N,)
    B,  # bias, (N,)
    Mean,  # (M,) float32
    Rstd,  # (M,) float32
    stride,  # elements between rows
    N,  # columns
    eps,
    BLOCK_SIZE: tl.constexpr,
):
    row = tl.program_id(0)
    Y += row * stride
    X += row * stride
    # mean
    _mean = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        a = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        _mean += a
    mean = tl.sum(_mean, axis=0) / N
    # variance around the mean (two passes)
    _var = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        x = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.)
        _var += x * x
    var = tl.sum(_var, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    # normalize and apply the affine transform
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.).to(tl.float32)
        x_hat = (x - mean) * rstd
        y = x_hat * w + b
        tl.store(Y + cols, y, mask=mask)


@triton.jit
def _layer_norm_bwd_dx_fused(
    DX,  # input gradient, (M, N)
    DY,  # output gradient, (M, N)
    DW,  # partial sums of the weight gradient, (GROUP_SIZE_M, N)
    DB,  # partial sums of the bias gradient, (GROUP_SIZE_M, N)
    X,  # input, (M, N)
    W,  # weight, (N,)
    Mean,  # (M,)
    Rstd,  # (M,)
    Lock,  # (2 * GROUP_SIZE_M,) int32: GROUP_SIZE_M locks, then GROUP_SIZE_M count flags
    stride,
    N,
    GROUP_SIZE_M: tl.constexpr,
    BLOCK_SIZE_N: tl.constexpr,
):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE_N)
    mask = cols < N
    X += row * stride
    DY += row * stride
    DX += row * stride
    # this row's partial buffer, its lock and its count flag
    lock_id = row % GROUP_SIZE_M
    Lock += lock_id
    Count = Lock + GROUP_SIZE_M
    DW = DW + lock_id * N + cols
    DB = DB + lock_id * N + cols
    x = tl.load(X + cols, mask=mask, other=0).to(tl.float32)
    dy = tl.load(DY + cols, mask=mask, other=0).to(tl.float32)
    w = tl.load(W + cols, mask=mask).to(tl.float32)
    mean = tl.load(Mean + row)
    rstd = tl.load(Rstd + row)
    # dx = rstd * (w*dy - (xhat * c1 + c2)), c1 = mean(xhat * w*dy), c2 = mean(w*dy)
    xhat = (x - mean) * rstd
    wdy = w * dy
    xhat = tl.where(mask, xhat, 0.)
    wdy = tl.where(mask, wdy, 0.)
    c1 = tl.sum(xhat * wdy, axis=0) / N
    c2 = tl.sum(wdy, axis=0) / N
    dx = (wdy - (xhat * c1 + c2)) * rstd
    tl.store(DX + cols, dx, mask=mask)
    # add this row's dw, db into the partial buffer, under the lock
    partial_dw = (dy * xhat).to(w.dtype)
    partial_db = (dy).to(w.dtype)
    while tl.atomic_cas(Lock, 0, 1) == 1:
        pass
    count = tl.load(Count)
    if count == 0:
        # first writer of this buffer: store, do not accumulate
        tl.atomic_xchg(Count, 1)
    else:
        partial_dw += tl.load(DW, mask=mask)
        partial_db += tl.load(DB, mask=mask)
    tl.store(DW, partial_dw, mask=mask)
    tl.store(DB, partial_db, mask=mask)
    # every thread's stores done before the lock is released
    tl.debug_barrier()
    tl.atomic_xchg(Lock, 0)


@triton.jit
def _layer_norm_bwd_dwdb(
    DW,  # partial sums, (M, N) with M = min(GROUP_SIZE_M, rows)
    DB,
    FINAL_DW,  # (N,)
    FINAL_DB,  # (N,)
    M,
    N,
    BLOCK_SIZE_M: tl.constexpr,
    BLOCK_SIZE_N: tl.constexpr,
):
    pid = tl.program_id(0)
    cols = pid * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    dw = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    db = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for i in range(0, M, BLOCK_SIZE_M):
        rows = i + tl.arange(0, BLOCK_SIZE_M)
        mask = (rows[:, None] < M) & (cols[None, :] < N)
        offs = rows[:, None] * N + cols[None, :]
        dw += tl.load(DW + offs, mask=mask, other=0.)
        db += tl.load(DB + offs, mask=mask, other=0.)
    sum_dw = tl.sum(dw, axis=0)
    sum_db = tl.sum(db, axis=0)
    tl.store(FINAL_DW + cols, sum_dw, mask=cols < N)
    tl.store(FINAL_DB + cols, sum_db, mask=cols < N)


def forward_config(N, element_size):
    """The tutorial's launch heuristics; raises its RuntimeError for rows over 64 KB."""
    MAX_FUSED_SIZE = 65536 // element_size
    BLOCK_SIZE = min(MAX_FUSED_SIZE, triton.next_power_of_2(N))
    if N > BLOCK_SIZE:
        raise RuntimeError("This layer norm doesn't support feature dim >= 64KB "
                           f"(row of {N} x {element_size} B = {N * element_size} B > 65536 B)")
    num_warps = min(max(BLOCK_SIZE // 256, 1), 8)
    return BLOCK_SIZE, num_warps


def group_size_m(N):
    """The tutorial's number of partial dW/dB buffers."""
    GROUP_SIZE_M = 64
    if N <= 8192: GROUP_SIZE_M = 96
    if N <= 4096: GROUP_SIZE_M = 128
    if N <= 1024: GROUP_SIZE_M = 256
    return GROUP_SIZE_M


class TutorialForward:
    """Callable: one launch of _layer_norm_fwd_fused into pre-allocated y, mean, rstd."""

    def __init__(self, x, weight, bias, eps):
        assert x.dim() == 2 and x.is_contiguous()
        self.M, self.N = x.shape
        self.BLOCK_SIZE, self.num_warps = forward_config(self.N, x.element_size())  # may raise
        self.x, self.weight, self.bias, self.eps = x, weight, bias, eps
        self.y = torch.empty_like(x)
        self.mean = torch.empty((self.M,), dtype=torch.float32, device=x.device)
        self.rstd = torch.empty((self.M,), dtype=torch.float32, device=x.device)

    def __call__(self):
        _layer_norm_fwd_fused[(self.M,)](
            self.x, self.y, self.weight, self.bias, self.mean, self.rstd,
            self.x.stride(0), self.N, self.eps,
            BLOCK_SIZE=self.BLOCK_SIZE, num_warps=self.num_warps)


class TutorialBackward:
    """Callable: zero the locks and partial buffers, then _layer_norm_bwd_dx_fused and
    _layer_norm_bwd_dwdb, as the tutorial's backward() does. mean/rstd come from the tutorial's
    forward (its ctx.saved_tensors). partial_dtype=None is the tutorial (x.dtype); torch.float32 is
    the labelled non-faithful variant."""

    def __init__(self, forward, dy, partial_dtype=None):
        x, w = forward.x, forward.weight
        self.M, self.N = x.shape
        self.x, self.w, self.dy = x, w, dy
        self.mean, self.rstd = forward.mean, forward.rstd
        self.BLOCK_SIZE_N, self.num_warps = forward.BLOCK_SIZE, forward.num_warps
        self.GROUP_SIZE_M = group_size_m(self.N)
        dtype = x.dtype if partial_dtype is None else partial_dtype
        self.locks = torch.zeros(2 * self.GROUP_SIZE_M, dtype=torch.int32, device=w.device)
        self._dw = torch.zeros((self.GROUP_SIZE_M, self.N), dtype=dtype, device=w.device)
        self._db = torch.zeros((self.GROUP_SIZE_M, self.N), dtype=dtype, device=w.device)
        self.dw = torch.empty((self.N,), dtype=w.dtype, device=w.device)
        self.db = torch.empty((self.N,), dtype=w.dtype, device=w.device)
        self.dx = torch.empty_like(dy)

    def __call__(self):
        self.locks.zero_()
        self._dw.zero_()
        self._db.zero_()
        N = self.N
        _layer_norm_bwd_dx_fused[(self.M,)](
            self.dx, self.dy, self._dw, self._db, self.x, self.w, self.mean, self.rstd, self.locks,
            self.x.stride(0), N,
            BLOCK_SIZE_N=self.BLOCK_SIZE_N, GROUP_SIZE_M=self.GROUP_SIZE_M, num_warps=self.num_warps)
        grid = lambda meta: (triton.cdiv(N, meta['BLOCK_SIZE_N']),)
        _layer_norm_bwd_dwdb[grid](
            self._dw, self._db, self.dw, self.db, min(self.GROUP_SIZE_M, self.M), N,
            BLOCK_SIZE_M=32, BLOCK_SIZE_N=128)
