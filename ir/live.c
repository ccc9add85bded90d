/*
 * live.c - live ranges (hulls) of QIR registers and interval colouring;
 * see live.h.
 */
#include "ir/live.h"

#include <stdlib.h>
#include <string.h>

#include "ir/scratch.h"

static bool ends_block(enum qir_op op)
{
	return live_branches(op) || op == QO_RET;
}

static void widen(struct live *lv, qir_reg r, uint32_t pos)
{
	if (pos < lv->lo[r])
		lv->lo[r] = pos;
	if (pos > lv->hi[r])
		lv->hi[r] = pos;
}

/*
 * Liveness one register at a time, over the blocks its live range covers
 * only.  A register is live into a block that reads it before writing it
 * (upward exposed), and live out of every predecessor of a block it is
 * live into; it is live into such a predecessor too unless that block
 * writes it.  Walking back from the exposed uses costs what the live
 * ranges cover, not blocks x registers: a 2000-arm case has 18k blocks
 * and 70k registers, which dense bitsets made 3.3 GB.  Registers never
 * exposed live inside one block, where their occurrences make the hull.
 */
struct lv_event {
	qir_reg reg;
	uint32_t blk;
	bool use; /* an exposed use, else a definition */
};

static void flow(const struct qir_func *f, struct live *lv)
{
	size_t n = f->code.n, nb = 0, nregs = f->regs.n;
	uint32_t *bstart = smalloc((n + 2) * sizeof *bstart);
	uint32_t *lab_blk = scalloc(f->nlabels + 1, sizeof *lab_blk);
	/* per register: the block (+1) that last defined it, and that last
	 * read it before any definition there */
	uint32_t *defd = scalloc(nregs + 1, sizeof *defd);
	uint32_t *expo = scalloc(nregs + 1, sizeof *expo);
	VEC(struct lv_event) ev = { 0 };

	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (i == 0 || in->op == QO_LABEL ||
		    ends_block(f->code.v[i - 1].op)) {
			if (!(nb && bstart[nb - 1] == i))
				bstart[nb++] = (uint32_t)i;
		}
		if (in->op == QO_LABEL)
			lab_blk[in->lab] = (uint32_t)nb - 1;
		qir_reg u[QIR_MAX_ARGS + 2];
		int k = qir_insn_uses(f, in, u);
		qir_reg d = qir_insn_def(in);
		uint32_t b = (uint32_t)nb - 1;

		for (int j = 0; j < k; j++)
			widen(lv, u[j], (uint32_t)i);
		if (d)
			widen(lv, d, (uint32_t)i);
		for (int j = 0; j < k; j++)
			if (defd[u[j]] != nb && expo[u[j]] != nb) {
				expo[u[j]] = (uint32_t)nb;
				SVEC_PUSH(ev,
					  ((struct lv_event){ u[j], b, true }));
			}
		if (d && defd[d] != nb) {
			defd[d] = (uint32_t)nb;
			SVEC_PUSH(ev, ((struct lv_event){ d, b, false }));
		}
	}
	bstart[nb] = (uint32_t)n;

	/* predecessors, as offsets into one array */
	uint32_t *pstart = scalloc(nb + 2, sizeof *pstart);
	uint32_t *succ = smalloc(2 * nb * sizeof *succ), *nsucc;
	nsucc = scalloc(nb, sizeof *nsucc);
	for (size_t b = 0; b < nb; b++) {
		const struct qir_insn *last = &f->code.v[bstart[b + 1] - 1];
		if (live_branches(last->op))
			succ[2 * b + nsucc[b]++] = lab_blk[last->lab];
		if (last->op != QO_JMP && last->op != QO_RET && b + 1 < nb)
			succ[2 * b + nsucc[b]++] = (uint32_t)b + 1;
		for (uint32_t s = 0; s < nsucc[b]; s++)
			pstart[succ[2 * b + s] + 1]++;
	}
	for (size_t b = 0; b < nb; b++)
		pstart[b + 1] += pstart[b];
	uint32_t *pred = smalloc((pstart[nb] + 1) * sizeof *pred);
	uint32_t *fill = smalloc((nb + 1) * sizeof *fill);
	memcpy(fill, pstart, nb * sizeof *fill);
	for (size_t b = 0; b < nb; b++)
		for (uint32_t s = 0; s < nsucc[b]; s++)
			pred[fill[succ[2 * b + s]]++] = (uint32_t)b;

	/* the events grouped by register */
	uint32_t *estart = scalloc(nregs + 2, sizeof *estart);
	for (size_t e = 0; e < ev.n; e++)
		estart[ev.v[e].reg + 1]++;
	for (size_t r = 0; r <= nregs; r++)
		estart[r + 1] += estart[r];
	struct lv_event *byreg = smalloc((ev.n + 1) * sizeof *byreg);
	uint32_t *efill = smalloc((nregs + 1) * sizeof *efill);
	memcpy(efill, estart, (nregs + 1) * sizeof *efill);
	for (size_t e = 0; e < ev.n; e++)
		byreg[efill[ev.v[e].reg]++] = ev.v[e];

	/* per block: the register (stamp) it defines, is live into, is
	 * live out of, during that register's walk */
	qir_reg *dst = scalloc(nb, sizeof *dst),
		*ist = scalloc(nb, sizeof *ist);
	qir_reg *ost = scalloc(nb, sizeof *ost);
	uint32_t *work = smalloc((nb + 1) * sizeof *work);
	for (qir_reg r = 1; r <= nregs; r++) {
		size_t top = 0;
		for (uint32_t e = estart[r]; e < estart[r + 1]; e++)
			if (!byreg[e].use)
				dst[byreg[e].blk] = r;
		for (uint32_t e = estart[r]; e < estart[r + 1]; e++) {
			uint32_t b = byreg[e].blk;
			if (byreg[e].use && ist[b] != r) {
				ist[b] = r;
				widen(lv, r, bstart[b]);
				work[top++] = b;
			}
		}
		while (top) {
			uint32_t b = work[--top];
			for (uint32_t k = pstart[b]; k < pstart[b + 1]; k++) {
				uint32_t p = pred[k];
				if (ost[p] != r) {
					ost[p] = r;
					widen(lv, r, bstart[p + 1] - 1);
				}
				if (dst[p] != r && ist[p] != r) {
					ist[p] = r;
					widen(lv, r, bstart[p]);
					work[top++] = p;
				}
			}
		}
	}
	sfree(bstart);
	sfree(lab_blk);
	sfree(defd);
	sfree(expo);
	sfree(ev.v);
	sfree(pstart);
	sfree(succ);
	sfree(nsucc);
	sfree(pred);
	sfree(fill);
	sfree(estart);
	sfree(byreg);
	sfree(efill);
	sfree(dst);
	sfree(ist);
	sfree(ost);
	sfree(work);
}

void live_compute(const struct qir_func *f, struct live *lv)
{
	size_t nregs = f->regs.n;

	lv->nregs = nregs;
	lv->lo = smalloc((nregs + 1) * sizeof *lv->lo);
	lv->hi = scalloc(nregs + 1, sizeof *lv->hi);
	for (size_t r = 0; r <= nregs; r++)
		lv->lo[r] = LIVE_NONE;
	for (qir_reg r = 1; r <= f->nparams && r <= nregs; r++)
		widen(lv, r, 0); /* defined by the call */
	flow(f, lv);
}

void live_free(struct live *lv)
{
	sfree(lv->lo);
	sfree(lv->hi);
	lv->lo = lv->hi = NULL;
}

struct live_key {
	uint32_t lo;
	qir_reg r;
};

static int live_key_cmp(const void *a, const void *b)
{
	const struct live_key *x = a, *y = b;

	if (x->lo != y->lo)
		return x->lo < y->lo ? -1 : 1;
	return x->r < y->r ? -1 : x->r > y->r;
}

/* Counting sort on the start, stable, so ties keep REGS's order: for
 * REGS in register order (as the backends pass them) that is the order
 * of live_sort's contract.  Linear where qsort cost a tenth of the code
 * generator's time. */
static void count_sort(const struct live *lv, qir_reg *regs, size_t n,
		       uint32_t maxlo)
{
	uint32_t *at = scalloc((size_t)maxlo + 2, sizeof *at);
	qir_reg *out = smalloc((n + 1) * sizeof *out);

	for (size_t i = 0; i < n; i++)
		at[lv->lo[regs[i]] + 1]++;
	for (uint32_t p = 0; p <= maxlo; p++)
		at[p + 1] += at[p];
	for (size_t i = 0; i < n; i++)
		out[at[lv->lo[regs[i]]]++] = regs[i];
	memcpy(regs, out, n * sizeof *regs);
	sfree(at);
	sfree(out);
}

void live_sort(const struct live *lv, qir_reg *regs, size_t n)
{
	uint32_t maxlo = 0;
	bool ascending = true;

	for (size_t i = 0; i < n; i++) {
		uint32_t lo = lv->lo[regs[i]];

		if (lo == LIVE_NONE || (i && regs[i] <= regs[i - 1]))
			ascending = false;
		else if (lo > maxlo)
			maxlo = lo;
	}
	if (ascending && maxlo <= 4 * n + 1024) {
		count_sort(lv, regs, n, maxlo);
		return;
	}
	struct live_key *k = smalloc((n + 1) * sizeof *k);

	for (size_t i = 0; i < n; i++)
		k[i] = (struct live_key){ lv->lo[regs[i]], regs[i] };
	qsort(k, n, sizeof *k, live_key_cmp);
	for (size_t i = 0; i < n; i++)
		regs[i] = k[i].r;
	sfree(k);
}

/* The registers holding a colour, as a binary min-heap on the end of
 * their hulls. */
static void heap_push(const struct live *lv, qir_reg *h, size_t *n, qir_reg r)
{
	size_t i = (*n)++;

	while (i && lv->hi[h[(i - 1) / 2]] > lv->hi[r]) {
		h[i] = h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h[i] = r;
}

static qir_reg heap_pop(const struct live *lv, qir_reg *h, size_t *n)
{
	qir_reg top = h[0], last = h[--*n];
	size_t i = 0;

	for (;;) {
		size_t c = 2 * i + 1;

		if (c >= *n)
			break;
		if (c + 1 < *n && lv->hi[h[c + 1]] < lv->hi[h[c]])
			c++;
		if (lv->hi[h[c]] >= lv->hi[last])
			break;
		h[i] = h[c];
		i = c;
	}
	if (*n)
		h[i] = last;
	return top;
}

uint32_t live_colour(const struct live *lv, qir_reg *regs, size_t n,
		     const uint8_t *cls, uint32_t *colour)
{
	qir_reg *active = smalloc((n + 1) * sizeof *active);
	uint32_t *next = smalloc((n + 1) * sizeof *next); /* free lists */
	uint32_t head[LIVE_NCLASS], ncolours = 0;
	size_t nactive = 0;

	for (int c = 0; c < LIVE_NCLASS; c++)
		head[c] = UINT32_MAX;
	live_sort(lv, regs, n);
	for (size_t i = 0; i < n; i++) {
		qir_reg r = regs[i];
		uint8_t c = cls ? cls[r] : 0;

		while (nactive && lv->hi[active[0]] < lv->lo[r]) {
			qir_reg done = heap_pop(lv, active, &nactive);
			uint8_t dc = cls ? cls[done] : 0;

			next[colour[done]] = head[dc];
			head[dc] = colour[done];
		}
		if (head[c] != UINT32_MAX) {
			colour[r] = head[c];
			head[c] = next[head[c]];
		} else {
			colour[r] = ncolours++;
		}
		heap_push(lv, active, &nactive, r);
	}
	sfree(active);
	sfree(next);
	return ncolours;
}
