/*
 * native.c - the architecture-independent half of the direct backend
 * (see native.h): register homes, the instruction walk, label fix-ups and
 * the executable mapping.
 *
 * Invariants:
 *  - Homes are fixed per function before any code is emitted; encoders
 *    read c->home/c->slot and never change them.
 *  - A unit's code lives in one run of pages of jit/codemem.h, RW while
 *    written and RX afterwards, never both.
 *  - Compile cost is linear in the number of instructions (the home choice
 *    sorts the registers once, and the spilled ones once more).
 */
#include "jit/native.h"

#include <stdlib.h>
#include <string.h>
#include "ir/live.h"
#include "jit/arch.h"
#include "jit/codemem.h"
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

void nat_grow(struct nat *c, size_t n)
{
	c->cap = (c->len + n) * 2 + 256;
	c->buf = srealloc(c->buf, c->cap);
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
 * Homes follow the live ranges of ir/live.h: registers whose hulls do not
 * meet share a machine register, and spilled ones share stack slots.
 * Besides the hulls, the choice needs how much each register is used and
 * where the calls are.
 */
struct nat_use {
	uint64_t *weight; /* occurrences, times 16 inside loops */
	uint32_t *ncall;  /* calls at positions < i */
};

/* Occurrences (times 16 between a label and the last backward branch to
 * it: a loop body), calls, and the registers whose only definition is a
 * MOVI. */
static void scan(struct nat *c, struct nat_use *lv)
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

		if (live_branches(in->op) && lab_pos[in->lab] &&
		    lab_pos[in->lab] - 1 <= i)
			loop_end[lab_pos[in->lab] - 1] = (uint32_t)i + 1;
	}
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &f->code.v[i];
		qir_reg uses[QIR_MAX_ARGS + 2];
		int k = qir_insn_uses(f, in, uses);
		qir_reg d = qir_insn_def(in);

		if (loop_end[i] > depth_until)
			depth_until = loop_end[i];
		uint64_t add = i < depth_until ? 16 : 1;
		lv->ncall[i + 1] = lv->ncall[i] + (in->op == QO_CALL);
		for (int j = 0; j < k; j++)
			lv->weight[uses[j]] += add;
		if (d) {
			lv->weight[d] += add;
			ndefs[d]++;
			if (in->op == QO_MOVI) {
				c->isconst[d] = true;
				c->cval[d] = in->imm;
			}
		}
	}
	for (qir_reg r = 1; r <= f->nparams && r <= nregs; r++)
		ndefs[r]++; /* defined by the call */
	for (qir_reg r = 1; r <= nregs; r++)
		if (ndefs[r] != 1)
			c->isconst[r] = false;
	sfree(lab_pos);
	sfree(loop_end);
	sfree(ndefs);
}

/*
 * Linear scan over the intervals in order of their start.  An interval
 * that contains a call strictly inside takes a callee-saved register
 * (home_regs[0..ncallee)), others prefer the caller-saved ones.  When
 * none is free, the lightest of the competing intervals goes to the
 * stack.  Constants that the encoder materialises at each use
 * (inline_consts) need no home at all.  Last, the registers that went to
 * the stack share slots by the same rule (live_colour), so the frame is
 * as large as the most registers spilled at one point, not as all.
 */
static void choose_homes(struct nat *c, const struct nat_arch *a)
{
	const struct qir_func *f = c->f;
	size_t nregs = f->regs.n, n = 0, nstack = 0;
	struct live lv;
	struct nat_use use;
	qir_reg *order = smalloc((nregs + 1) * sizeof *order);
	qir_reg holder[32] = { 0 }; /* the register in each home, or 0 */

	use.weight = scalloc(nregs + 1, sizeof *use.weight);
	use.ncall = scalloc(f->code.n + 1, sizeof *use.ncall);
	scan(c, &use);
	live_compute(f, &lv);
	for (qir_reg r = 1; r <= nregs; r++) {
		if (lv.lo[r] == LIVE_NONE ||
		    (a->inline_consts && c->isconst[r]))
			c->home[r] = NAT_STACK; /* never occurs or never read:
						 * no slot either */
		else
			order[n++] = r;
	}
	live_sort(&lv, order, n);
	c->nhomes = 0;
	for (size_t i = 0; i < n; i++) {
		qir_reg r = order[i];
		bool crosses = use.ncall[lv.hi[r]] > use.ncall[lv.lo[r] + 1];
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
				    use.weight[holder[h]] <
					    use.weight[holder[victim]])
					victim = (int)h;
			if (victim >= 0 &&
			    use.weight[holder[victim]] < use.weight[r]) {
				c->home[holder[victim]] = NAT_STACK;
				pick = victim;
			}
		}
		if (pick < 0) {
			c->home[r] = NAT_STACK;
			continue;
		}
		holder[pick] = r;
		c->home[r] = (int8_t)pick;
		if ((unsigned)pick < a->ncallee &&
		    (unsigned)pick + 1 > c->nhomes)
			c->nhomes = (unsigned)pick + 1;
	}
	for (size_t i = 0; i < n; i++)
		if (c->home[order[i]] == NAT_STACK)
			order[nstack++] = order[i];
	c->nslots = live_colour(&lv, order, nstack, NULL, c->slot);
	sfree(order);
	live_free(&lv);
	sfree(use.weight);
	sfree(use.ncall);
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
	size_t size;
	void *mem = jit_codemem_open(c->len, &size);

	if (!mem)
		return false;
	memcpy(mem, c->buf, c->len);
	if (!jit_codemem_seal(mem, size)) {
		jit_codemem_free(mem, size);
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
		jit_codemem_free(code->mem, code->size);
		for (size_t i = 0; i < code->entries.n; i++)
			free((char *)code->entries.v[i].name);
	}
	VEC_FREE(code->entries);
	free(code);
}
