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
		c->buf = xrealloc(c->buf, c->cap);
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

	VEC_PUSH(c->fix, fx);
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

struct weight {
	qir_reg r;
	uint64_t w;
};

static int by_weight(const void *a, const void *b)
{
	const struct weight *x = a, *y = b;

	if (x->w != y->w)
		return x->w < y->w ? 1 : -1;
	return x->r < y->r ? -1 : x->r > y->r;
}

/*
 * Counts every occurrence of a register, times 16 between a label and the
 * last backward branch to it (a loop body, for the flat code the lowering
 * produces), and gives the heaviest registers the machine homes.  Also
 * finds the registers whose only definition is a MOVI.
 */
static void choose_homes(struct nat *c, unsigned nhome)
{
	const struct qir_func *f = c->f;
	size_t nregs = f->regs.n, n = f->code.n;
	uint32_t *lab_pos = xcalloc(f->nlabels + 1, sizeof *lab_pos);
	uint32_t *loop_end = xcalloc(n + 1, sizeof *loop_end);
	uint32_t *ndefs = xcalloc(nregs + 1, sizeof *ndefs);
	struct weight *w = xcalloc(nregs + 1, sizeof *w);

	for (size_t i = 0; i < n; i++)
		if (f->code.v[i].op == QO_LABEL)
			lab_pos[f->code.v[i].lab] = (uint32_t)i + 1;
	/* loop_end[i] > 0: a backward branch at loop_end[i]-1 targets i */
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if ((in->op == QO_JMP || in->op == QO_BT || in->op == QO_BF) &&
		    lab_pos[in->lab] && lab_pos[in->lab] - 1 <= i)
			loop_end[lab_pos[in->lab] - 1] = (uint32_t)i + 1;
	}
	size_t depth_until = 0; /* inside a loop while i < depth_until */
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &f->code.v[i];
		qir_reg uses[QIR_MAX_ARGS + 2];
		int k = qir_insn_uses(in, uses);
		qir_reg d = qir_insn_def(in);

		if (loop_end[i] > depth_until)
			depth_until = loop_end[i];
		uint64_t add = i < depth_until ? 16 : 1;
		for (int j = 0; j < k; j++)
			w[uses[j]].w += add;
		if (d) {
			w[d].w += add;
			ndefs[d]++;
			if (in->op == QO_MOVI) {
				c->isconst[d] = true;
				c->cval[d] = in->imm;
			}
		}
	}
	/* parameters are defined by the call */
	for (qir_reg r = 1; r <= f->nparams && r <= nregs; r++)
		ndefs[r]++;
	for (qir_reg r = 1; r <= nregs; r++) {
		w[r].r = r;
		if (ndefs[r] != 1)
			c->isconst[r] = false;
	}
	qsort(w + 1, nregs, sizeof *w, by_weight);
	c->nhomes = 0;
	c->nslots = 0;
	for (size_t i = 1; i <= nregs; i++) {
		qir_reg r = w[i].r;

		if (c->nhomes < nhome && w[i].w > 0) {
			c->home[r] = (int8_t)c->nhomes++;
		} else {
			c->home[r] = NAT_STACK;
			c->slot[r] = c->nslots++;
		}
	}
	free(lab_pos);
	free(loop_end);
	free(ndefs);
	free(w);
}

/* ------------------------------------------------------------ driver */

static bool compile_func(struct nat *c, const struct nat_arch *a,
			 const struct qir_func *f)
{
	size_t nregs = f->regs.n;

	c->f = f;
	c->label_at = xmalloc((f->nlabels + 1) * sizeof *c->label_at);
	for (uint32_t l = 0; l <= f->nlabels; l++)
		c->label_at[l] = UINT32_MAX;
	c->home = xcalloc(nregs + 1, sizeof *c->home);
	c->slot = xcalloc(nregs + 1, sizeof *c->slot);
	c->cval = xcalloc(nregs + 1, sizeof *c->cval);
	c->isconst = xcalloc(nregs + 1, sizeof *c->isconst);
	c->fix.n = 0;
	choose_homes(c, a->nhome);
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
	free(c->label_at);
	free(c->home);
	free(c->slot);
	free(c->cval);
	free(c->isconst);
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
	VEC_FREE(c.fix);
	if (c.failed || !map_code(code, &c)) {
		if (err)
			sb_addf(err, "%s encoder: %s\n", a->name,
				c.failed ? "unit not encodable"
					 : "cannot map code memory");
		free(c.buf);
		nat_free(code);
		return NULL;
	}
	free(c.buf);
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
