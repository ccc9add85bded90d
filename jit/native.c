/*
 * native.c - the architecture-independent half of the direct backend
 * (see native.h): register homes, the instruction walk, label fix-ups and
 * the executable mapping.
 *
 * Invariants:
 *  - Homes are fixed per function before any code is emitted; encoders
 *    read c->home/c->slot and never change them.
 *  - A unit's code lives in one private anonymous mapping that is RW while
 *    written and RX afterwards, never both.
 *  - Compile cost is linear in the number of instructions (the home choice
 *    sorts the registers once).
 */
#include "jit/native.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "jit/arch.h"
#include "runtime/util.h"

struct nat_entry {
	const char *name; /* the unit's function name (copied) */
	uint32_t off;
};

struct nat_code {
	void *mem;
	size_t size;
	VEC(struct nat_entry) entries;
};

const struct nat_arch *nat_host_arch(void)
{
#if defined(__x86_64__)
	return &nat_x64;
#elif defined(__aarch64__)
	return &nat_a64;
#else
	return NULL;
#endif
}

void nat_put(struct nat *c, const void *bytes, size_t n)
{
	if (c->len + n > c->cap) {
		c->cap = (c->len + n) * 2 + 256;
		c->buf = srealloc(c->buf, c->cap);
	}
	memcpy(c->buf + c->len, bytes, n);
	c->len += n;
}

void nat_put32(struct nat *c, uint32_t w)
{
	uint8_t b[4] = { (uint8_t)w, (uint8_t)(w >> 8), (uint8_t)(w >> 16),
			 (uint8_t)(w >> 24) };

	nat_put(c, b, 4);
}

void nat_fixup_add(struct nat *c, uint32_t at, qir_label lab, uint8_t kind)
{
	struct nat_fixup fx = { at, lab, kind };

	SVEC_PUSH(c->fix, fx);
}

bool nat_const_in(const struct nat *c, qir_reg r, int64_t lo, int64_t hi,
		  int64_t *v)
{
	if (!r || !c->isconst[r] || c->cval[r] < lo || c->cval[r] > hi)
		return false;
	*v = c->cval[r];
	return true;
}

/* ------------------------------------------------------------ homes */

/*
 * Live intervals.  A register's interval is the hull [lo, hi] (instruction
 * positions) of everywhere it is live: its definitions and uses, and the
 * start (end) of every block it is live into (out of), from the usual
 * backward data-flow over blocks.  Two registers whose hulls do not meet
 * are never live at once, so they may share a machine register for the
 * whole function.  Hulls that meet at one position (a last use and a
 * definition in the same instruction) are treated as overlapping, so an
 * encoder may write its destination before it has read every operand.
 */
struct live {
	size_t n, words;
	uint32_t *lo, *hi;
	uint64_t *weight; /* occurrences, times 16 inside loops */
	uint32_t *ncall;  /* calls at positions < i */
};

#define BIT(set, r) ((set)[(r) / 64] >> ((r) % 64) & 1)
#define SETBIT(set, r) ((set)[(r) / 64] |= UINT64_C(1) << ((r) % 64))

/* jmp, bt or bf: an instruction with a label operand */
static bool branches(enum qir_op op)
{
	return op == QO_JMP || op == QO_BT || op == QO_BF;
}

static bool ends_block(enum qir_op op)
{
	return branches(op) || op == QO_RET;
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
 * exposed live inside one block, where scan() has their hull already.
 */
struct lv_event {
	qir_reg reg;
	uint32_t blk;
	bool use; /* an exposed use, else a definition */
};

static void liveness(const struct qir_func *f, struct live *lv)
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
		int k = qir_insn_uses(in, u);
		qir_reg d = qir_insn_def(in);
		uint32_t b = (uint32_t)nb - 1;

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
		if (branches(last->op))
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

/* Occurrences (times 16 between a label and the last backward branch to
 * it: a loop body), the hull of the occurrences, calls, and the registers
 * whose only definition is a MOVI. */
static void scan(struct nat *c, struct live *lv)
{
	const struct qir_func *f = c->f;
	size_t nregs = f->regs.n, n = f->code.n;
	uint32_t *lab_pos = scalloc(f->nlabels + 1, sizeof *lab_pos);
	uint32_t *loop_end = scalloc(n + 1, sizeof *loop_end);
	uint32_t *ndefs = scalloc(nregs + 1, sizeof *ndefs);
	size_t depth_until = 0; /* inside a loop while i < depth_until */

	for (size_t i = 0; i < n; i++)
		if (f->code.v[i].op == QO_LABEL)
			lab_pos[f->code.v[i].lab] = (uint32_t)i + 1;
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (branches(in->op) && lab_pos[in->lab] &&
		    lab_pos[in->lab] - 1 <= i)
			loop_end[lab_pos[in->lab] - 1] = (uint32_t)i + 1;
	}
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &f->code.v[i];
		qir_reg uses[QIR_MAX_ARGS + 2];
		int k = qir_insn_uses(in, uses);
		qir_reg d = qir_insn_def(in);

		if (loop_end[i] > depth_until)
			depth_until = loop_end[i];
		uint64_t add = i < depth_until ? 16 : 1;
		lv->ncall[i + 1] = lv->ncall[i] + (in->op == QO_CALL);
		for (int j = 0; j < k; j++) {
			lv->weight[uses[j]] += add;
			widen(lv, uses[j], (uint32_t)i);
		}
		if (d) {
			lv->weight[d] += add;
			widen(lv, d, (uint32_t)i);
			ndefs[d]++;
			if (in->op == QO_MOVI) {
				c->isconst[d] = true;
				c->cval[d] = in->imm;
			}
		}
	}
	for (qir_reg r = 1; r <= f->nparams && r <= nregs; r++) {
		ndefs[r]++; /* defined by the call */
		widen(lv, r, 0);
	}
	for (qir_reg r = 1; r <= nregs; r++)
		if (ndefs[r] != 1)
			c->isconst[r] = false;
	sfree(lab_pos);
	sfree(loop_end);
	sfree(ndefs);
}

static const struct live *sort_lv;

static int by_start(const void *a, const void *b)
{
	qir_reg x = *(const qir_reg *)a, y = *(const qir_reg *)b;

	if (sort_lv->lo[x] != sort_lv->lo[y])
		return sort_lv->lo[x] < sort_lv->lo[y] ? -1 : 1;
	return x < y ? -1 : x > y;
}

static void to_stack(struct nat *c, qir_reg r)
{
	c->home[r] = NAT_STACK;
	c->slot[r] = c->nslots++;
}

/*
 * Linear scan over the intervals in order of their start.  An interval
 * that contains a call strictly inside takes a callee-saved register
 * (home_regs[0..ncallee)), others prefer the caller-saved ones.  When
 * none is free, the lightest of the competing intervals goes to a stack
 * slot.  Constants that the encoder materialises at each use
 * (inline_consts) need no home at all.
 */
static void choose_homes(struct nat *c, const struct nat_arch *a)
{
	const struct qir_func *f = c->f;
	size_t nregs = f->regs.n, n = 0;
	struct live lv = { .n = f->code.n, .words = nregs / 64 + 1 };
	qir_reg *order = smalloc((nregs + 1) * sizeof *order);
	qir_reg holder[32] = { 0 }; /* the register in each home, or 0 */

	lv.lo = smalloc((nregs + 1) * sizeof *lv.lo);
	lv.hi = scalloc(nregs + 1, sizeof *lv.hi);
	lv.weight = scalloc(nregs + 1, sizeof *lv.weight);
	lv.ncall = scalloc(lv.n + 1, sizeof *lv.ncall);
	for (size_t r = 0; r <= nregs; r++)
		lv.lo[r] = UINT32_MAX;
	scan(c, &lv);
	liveness(f, &lv);
	for (qir_reg r = 1; r <= nregs; r++) {
		if (lv.lo[r] == UINT32_MAX ||
		    (a->inline_consts && c->isconst[r]))
			c->home[r] = NAT_STACK; /* never occurs or never read:
						 * no slot either */
		else
			order[n++] = r;
	}
	sort_lv = &lv;
	qsort(order, n, sizeof *order, by_start);
	c->nhomes = 0;
	for (size_t i = 0; i < n; i++) {
		qir_reg r = order[i];
		bool crosses = lv.ncall[lv.hi[r]] > lv.ncall[lv.lo[r] + 1];
		int pick = -1, victim = -1;

		for (unsigned h = 0; h < a->nhome; h++) /* expire */
			if (holder[h] && lv.hi[holder[h]] < lv.lo[r])
				holder[h] = 0;
		for (unsigned h = a->ncallee; !crosses && h < a->nhome; h++)
			if (!holder[h]) {
				pick = (int)h;
				break;
			}
		for (unsigned h = 0; pick < 0 && h < a->ncallee; h++)
			if (!holder[h])
				pick = (int)h;
		if (pick < 0) {
			unsigned lim = crosses ? a->ncallee : a->nhome;

			for (unsigned h = 0; h < lim; h++)
				if (victim < 0 ||
				    lv.weight[holder[h]] <
					    lv.weight[holder[victim]])
					victim = (int)h;
			if (victim >= 0 &&
			    lv.weight[holder[victim]] < lv.weight[r]) {
				to_stack(c, holder[victim]);
				pick = victim;
			}
		}
		if (pick < 0) {
			to_stack(c, r);
			continue;
		}
		holder[pick] = r;
		c->home[r] = (int8_t)pick;
		if ((unsigned)pick < a->ncallee &&
		    (unsigned)pick + 1 > c->nhomes)
			c->nhomes = (unsigned)pick + 1;
	}
	sfree(order);
	sfree(lv.lo);
	sfree(lv.hi);
	sfree(lv.weight);
	sfree(lv.ncall);
}

/* ------------------------------------------------------------ driver */

static bool compile_func(struct nat *c, const struct nat_arch *a,
			 const struct qir_func *f)
{
	size_t nregs = f->regs.n;

	c->f = f;
	c->label_at = smalloc((f->nlabels + 1) * sizeof *c->label_at);
	for (uint32_t l = 0; l <= f->nlabels; l++)
		c->label_at[l] = UINT32_MAX;
	c->home = scalloc(nregs + 1, sizeof *c->home);
	c->slot = scalloc(nregs + 1, sizeof *c->slot);
	c->cval = scalloc(nregs + 1, sizeof *c->cval);
	c->isconst = scalloc(nregs + 1, sizeof *c->isconst);
	c->fix.n = 0;
	choose_homes(c, a);
	a->prologue(c);
	for (size_t i = 0; i < f->code.n && !c->failed; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (in->op == QO_LABEL)
			c->label_at[in->lab] = (uint32_t)c->len;
		else if (in->op != QO_NOP)
			a->insn(c, in);
	}
	for (size_t i = 0; i < c->fix.n && !c->failed; i++) {
		uint32_t t = c->label_at[c->fix.v[i].lab];

		if (t == UINT32_MAX)
			c->failed = true;
		else
			a->patch(c, &c->fix.v[i], t);
	}
	sfree(c->label_at);
	sfree(c->home);
	sfree(c->slot);
	sfree(c->cval);
	sfree(c->isconst);
	return !c->failed;
}

static bool map_code(struct nat_code *code, const struct nat *c)
{
	size_t page = 4096, size = (c->len + page - 1) / page * page;
	void *mem;

	if (!size)
		size = page;
	mem = mmap(NULL, size, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (mem == MAP_FAILED)
		return false;
	memcpy(mem, c->buf, c->len);
	jit_arch_flush_code(mem, c->len);
	if (mprotect(mem, size, PROT_READ | PROT_EXEC) != 0) {
		munmap(mem, size);
		return false;
	}
	code->mem = mem;
	code->size = size;
	return true;
}

struct nat_code *nat_compile(const struct qir_unit *u, struct strbuf *err)
{
	const struct nat_arch *a = nat_host_arch();
	struct nat c = { .u = u };
	struct nat_code *code;

	if (!a) {
		if (err)
			sb_adds(err, "no native encoder for this machine\n");
		return NULL;
	}
	code = xcalloc(1, sizeof *code);
	for (size_t i = 0; i < u->funcs.n; i++) {
		struct nat_entry e;

		/* functions start 16-byte aligned */
		while (c.len % 16)
			nat_put(&c, a == &nat_x64 ? "\xcc" : "\0", 1);
		e.name = u->funcs.v[i]->name;
		e.off = (uint32_t)c.len;
		VEC_PUSH(code->entries, e);
		if (!compile_func(&c, a, u->funcs.v[i]))
			break;
	}
	SVEC_FREE(c.fix);
	if (c.failed || !map_code(code, &c)) {
		if (err)
			sb_addf(err, "%s encoder: %s\n", a->name,
				c.failed ? "unit not encodable"
					 : "cannot map code memory");
		sfree(c.buf);
		nat_free(code);
		return NULL;
	}
	sfree(c.buf);
	for (size_t i = 0; i < code->entries.n; i++)
		code->entries.v[i].name = xstrdup(code->entries.v[i].name);
	return code;
}

void *nat_lookup(const struct nat_code *code, const char *fname)
{
	for (size_t i = 0; i < code->entries.n; i++)
		if (!strcmp(code->entries.v[i].name, fname))
			return (char *)code->mem + code->entries.v[i].off;
	return NULL;
}

void nat_free(struct nat_code *code)
{
	if (!code)
		return;
	if (code->mem) {
		munmap(code->mem, code->size);
		for (size_t i = 0; i < code->entries.n; i++)
			free((char *)code->entries.v[i].name);
	}
	VEC_FREE(code->entries);
	free(code);
}
