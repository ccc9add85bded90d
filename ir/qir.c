/*
 * qir.c - QIR builder, verifier and text dump.  The IR itself and its
 * invariants are described in qir.h and ir/README.md.
 *
 * Design:
 *  - The builder is deliberately unchecked apart from asserts on things a
 *    caller cannot get wrong by accident (operand kinds of the emitter
 *    used); qir_verify is the one place that checks a whole unit and says
 *    what is wrong, so the lowering can be debugged from its messages.
 *  - Symbol and function names are copied; the unit owns them.
 *  - The verifier's "defined on all paths" check is a forward must-analysis
 *    over basic blocks (see README.md for where blocks start): IN of the
 *    entry block is the parameter set, IN of any other block starts as the
 *    full set and shrinks to the intersection of its predecessors' OUT
 *    sets until nothing changes.  Blocks no path reaches keep the full set
 *    and so never report; DCE removes such code anyway.
 *  - Verifier messages are "func F: insn N (OP): PROBLEM" for one
 *    instruction (N counts from 0 in f->code) and "func F: PROBLEM" for the
 *    function as a whole.
 */
#include "ir/qir.h"

#include <assert.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static const char *const op_names[QO__COUNT] = {
	[QO_LABEL] = "label",     [QO_MOVI] = "movi",
	[QO_MOV] = "mov",         [QO_ADDR] = "addr",
	[QO_ADD] = "add",         [QO_SUB] = "sub",
	[QO_MUL] = "mul",         [QO_DIV] = "div",
	[QO_MOD] = "mod",         [QO_AND] = "and",
	[QO_OR] = "or",           [QO_XOR] = "xor",
	[QO_SHL] = "shl",         [QO_SHR] = "shr",
	[QO_EQ] = "eq",           [QO_NE] = "ne",
	[QO_LT] = "lt",           [QO_LE] = "le",
	[QO_GT] = "gt",           [QO_GE] = "ge",
	[QO_NEG] = "neg",         [QO_NOT] = "not",
	[QO_LNOT] = "lnot",       [QO_LOAD64] = "load64",
	[QO_LOAD32] = "load32",   [QO_LOADU32] = "loadu32",
	[QO_LOADP] = "loadp",     [QO_STORE64] = "store64",
	[QO_STORE32] = "store32", [QO_JMP] = "jmp",
	[QO_BT] = "bt",           [QO_BF] = "bf",
	[QO_CALL] = "call",       [QO_RET] = "ret",
	[QO_NOP] = "nop",
};

const char *qir_op_name(enum qir_op op)
{
	if ((unsigned)op >= QO__COUNT)
		return "?";
	return op_names[op];
}

/* ------------------------------------------------------------ builder */

struct qir_unit *qir_unit_new(void)
{
	return scalloc(1, sizeof(struct qir_unit));
}

void qir_unit_free(struct qir_unit *u)
{
	if (!u)
		return;
	for (size_t i = 0; i < u->syms.n; i++)
		sfree((char *)u->syms.v[i].name);
	SVEC_FREE(u->syms);
	for (size_t i = 0; i < u->funcs.n; i++) {
		struct qir_func *f = u->funcs.v[i];

		sfree(f->name);
		SVEC_FREE(f->regs);
		SVEC_FREE(f->code);
		SVEC_FREE(f->args);
		SVEC_FREE(f->cold);
		sfree(f);
	}
	SVEC_FREE(u->funcs);
	sfree(u);
}

static int sym_find(const struct qir_unit *u, const char *name)
{
	for (size_t i = 0; i < u->syms.n; i++)
		if (strcmp(u->syms.v[i].name, name) == 0)
			return (int)i;
	return -1;
}

uint32_t qir_sym_func(struct qir_unit *u, const char *name, const void *addr,
		      enum qir_type ret, int nargs, const enum qir_type *args)
{
	struct qir_sym s = { 0 };
	int i = sym_find(u, name);

	if (i >= 0)
		return (uint32_t)i;
	assert(nargs >= 0 && nargs <= QIR_MAX_ARGS);
	s.name = sstrdup(name);
	s.addr = addr;
	s.kind = QS_FUNC;
	s.ret = ret;
	s.nargs = (uint8_t)nargs;
	for (int k = 0; k < nargs; k++)
		s.args[k] = args[k];
	SVEC_PUSH(u->syms, s);
	return (uint32_t)(u->syms.n - 1);
}

uint32_t qir_sym_data(struct qir_unit *u, const char *name, const void *addr)
{
	struct qir_sym s = { 0 };
	int i = sym_find(u, name);

	if (i >= 0)
		return (uint32_t)i;
	s.name = sstrdup(name);
	s.addr = addr;
	s.kind = QS_DATA;
	s.ret = QT_PTR;
	SVEC_PUSH(u->syms, s);
	return (uint32_t)(u->syms.n - 1);
}

struct qir_func *qir_func_new(struct qir_unit *u, const char *name, int nparams,
			      const enum qir_type *params)
{
	struct qir_func *f = scalloc(1, sizeof *f);

	f->name = sstrdup(name);
	f->nparams = (uint32_t)nparams;
	for (int i = 0; i < nparams; i++)
		SVEC_PUSH(f->regs, params[i]);
	SVEC_PUSH(u->funcs, f);
	return f;
}

void qir_func_reserve(struct qir_func *f, size_t n, size_t r)
{
	if (n > f->code.cap) {
		f->code.cap = n;
		f->code.v = srealloc(f->code.v, n * sizeof *f->code.v);
	}
	if (r > f->regs.cap) {
		f->regs.cap = r;
		f->regs.v = srealloc(f->regs.v, r * sizeof *f->regs.v);
	}
}

qir_reg qir_reg_new(struct qir_func *f, enum qir_type t)
{
	SVEC_PUSH(f->regs, t);
	return (qir_reg)f->regs.n;
}

qir_label qir_label_new(struct qir_func *f)
{
	return f->nlabels++;
}

void qir_label_set_cold(struct qir_func *f, qir_label l)
{
	while (f->cold.n <= l)
		SVEC_PUSH(f->cold, 0);
	f->cold.v[l] = 1;
}

bool qir_label_cold(const struct qir_func *f, qir_label l)
{
	return l < f->cold.n && f->cold.v[l];
}

static struct qir_insn *push(struct qir_func *f, enum qir_op op)
{
	struct qir_insn in = { 0 };

	in.op = op;
	SVEC_PUSH(f->code, in);
	return &f->code.v[f->code.n - 1];
}

void qir_emit_label(struct qir_func *f, qir_label l)
{
	push(f, QO_LABEL)->lab = l;
}

qir_reg qir_emit_movi(struct qir_func *f, int64_t imm)
{
	qir_reg d = qir_reg_new(f, QT_I64);
	struct qir_insn *in = push(f, QO_MOVI);

	in->d = d;
	in->imm = imm;
	return d;
}

qir_reg qir_emit_movp(struct qir_func *f, const void *ptr)
{
	qir_reg d = qir_reg_new(f, QT_PTR);
	struct qir_insn *in = push(f, QO_MOVI);

	in->d = d;
	in->imm = (int64_t)(intptr_t)ptr;
	return d;
}

void qir_emit_mov(struct qir_func *f, qir_reg d, qir_reg a)
{
	struct qir_insn *in = push(f, QO_MOV);

	in->d = d;
	in->a = a;
}

qir_reg qir_emit_addr(struct qir_func *f, uint32_t sym)
{
	qir_reg d = qir_reg_new(f, QT_PTR);
	struct qir_insn *in = push(f, QO_ADDR);

	in->d = d;
	in->sym = sym;
	return d;
}

qir_reg qir_emit_bin(struct qir_func *f, enum qir_op op, qir_reg a, qir_reg b)
{
	qir_reg d;
	struct qir_insn *in;

	assert(op >= QO_ADD && op <= QO_GE);
	d = qir_reg_new(f, QT_I64);
	in = push(f, op);
	in->d = d;
	in->a = a;
	in->b = b;
	return d;
}

qir_reg qir_emit_un(struct qir_func *f, enum qir_op op, qir_reg a)
{
	qir_reg d;
	struct qir_insn *in;

	assert(op == QO_NEG || op == QO_NOT || op == QO_LNOT);
	d = qir_reg_new(f, QT_I64);
	in = push(f, op);
	in->d = d;
	in->a = a;
	return d;
}

qir_reg qir_emit_load(struct qir_func *f, enum qir_op op, qir_reg base,
		      int64_t off)
{
	qir_reg d;
	struct qir_insn *in;

	assert(op >= QO_LOAD64 && op <= QO_LOADP);
	d = qir_reg_new(f, op == QO_LOADP ? QT_PTR : QT_I64);
	in = push(f, op);
	in->d = d;
	in->a = base;
	in->imm = off;
	return d;
}

void qir_emit_store(struct qir_func *f, enum qir_op op, qir_reg base,
		    int64_t off, qir_reg val)
{
	struct qir_insn *in;

	assert(op == QO_STORE64 || op == QO_STORE32);
	in = push(f, op);
	in->a = base;
	in->b = val;
	in->imm = off;
}

void qir_emit_jmp(struct qir_func *f, qir_label l)
{
	push(f, QO_JMP)->lab = l;
}

void qir_emit_br(struct qir_func *f, enum qir_op op, qir_reg cond, qir_label l)
{
	struct qir_insn *in;

	assert(op == QO_BT || op == QO_BF);
	in = push(f, op);
	in->a = cond;
	in->lab = l;
}

qir_reg qir_emit_call(struct qir_func *f, const struct qir_unit *u,
		      uint32_t sym, int nargs, const qir_reg *args)
{
	qir_reg d = 0;
	struct qir_insn *in;

	assert(sym < u->syms.n && nargs >= 0 && nargs <= QIR_MAX_ARGS);
	if (u->syms.v[sym].kind == QS_FUNC && u->syms.v[sym].ret != QT_VOID)
		d = qir_reg_new(f, u->syms.v[sym].ret);
	in = push(f, QO_CALL);
	in->d = d;
	in->sym = sym;
	in->nargs = (uint8_t)nargs;
	in->args = (uint32_t)f->args.n;
	for (int i = 0; i < nargs; i++)
		SVEC_PUSH(f->args, args[i]);
	return d;
}

void qir_emit_ret(struct qir_func *f, qir_reg a)
{
	push(f, QO_RET)->a = a;
}

/* ------------------------------------------------------------ verifier */

static const char *type_name(enum qir_type t)
{
	switch (t) {
	case QT_I64:
		return "i64";
	case QT_PTR:
		return "ptr";
	default:
		return "void";
	}
}

struct vctx {
	const struct qir_unit *u;
	const struct qir_func *f;
	struct strbuf *err;
	bool ok;
	size_t idx; /* instruction being checked */
};

static void verr(struct vctx *c, bool insn, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void verr(struct vctx *c, bool insn, const char *fmt, ...)
{
	va_list ap;

	c->ok = false;
	if (!c->err)
		return;
	sb_addf(c->err, "func %s: ", c->f->name);
	if (insn)
		sb_addf(c->err, "insn %zu (%s): ", c->idx,
			qir_op_name(c->f->code.v[c->idx].op));
	va_start(ap, fmt);
	sb_vaddf(c->err, fmt, ap);
	va_end(ap);
	sb_addc(c->err, '\n');
}

/* Checks that R names a register and, unless WANT is QT_VOID, its type. */
static bool check_reg(struct vctx *c, qir_reg r, enum qir_type want)
{
	const struct qir_func *f = c->f;
	enum qir_type t;

	if (r == 0 || r > f->regs.n) {
		verr(c, true, "r%" PRIu32 " is not a register", r);
		return false;
	}
	t = f->regs.v[r - 1];
	if (want != QT_VOID && t != want) {
		verr(c, true, "r%" PRIu32 " is %s, %s needs %s", r,
		     type_name(t), qir_op_name(f->code.v[c->idx].op),
		     type_name(want));
		return false;
	}
	return true;
}

static void check_label(struct vctx *c, qir_label l)
{
	if (l >= c->f->nlabels)
		verr(c, true, "L%" PRIu32 " is not a label", l);
}

static void check_call(struct vctx *c, const struct qir_insn *in)
{
	const struct qir_sym *s;

	if (in->sym >= c->u->syms.n) {
		verr(c, true, "no symbol %" PRIu32, in->sym);
		return;
	}
	s = &c->u->syms.v[in->sym];
	if (s->kind != QS_FUNC) {
		verr(c, true, "%s is not a function", s->name);
		return;
	}
	if (in->nargs != s->nargs) {
		verr(c, true, "%s takes %d arguments, got %d", s->name,
		     s->nargs, in->nargs);
		return;
	}
	if (in->args > c->f->args.n || in->nargs > c->f->args.n - in->args) {
		verr(c, true,
		     "arguments %" PRIu32 "..%" PRIu32
		     " are not in the function",
		     in->args, in->args + in->nargs);
		return;
	}
	for (int i = 0; i < in->nargs; i++)
		check_reg(c, qir_call_args(c->f, in)[i], s->args[i]);
	if (in->d && s->ret == QT_VOID)
		verr(c, true, "%s returns void", s->name);
	else if (in->d)
		check_reg(c, in->d, s->ret);
}

static void check_insn(struct vctx *c, const struct qir_insn *in)
{
	const struct qir_func *f = c->f;

	switch (in->op) {
	case QO_LABEL:
	case QO_JMP:
		check_label(c, in->lab);
		break;
	case QO_MOVI:
		check_reg(c, in->d, QT_VOID);
		break;
	case QO_MOV:
		if (check_reg(c, in->d, QT_VOID))
			check_reg(c, in->a, f->regs.v[in->d - 1]);
		break;
	case QO_ADDR:
		check_reg(c, in->d, QT_PTR);
		if (in->sym >= c->u->syms.n)
			verr(c, true, "no symbol %" PRIu32, in->sym);
		else if (c->u->syms.v[in->sym].kind != QS_DATA)
			verr(c, true, "%s is not data",
			     c->u->syms.v[in->sym].name);
		break;
	case QO_ADD ... QO_GE:
		check_reg(c, in->b, QT_I64);
		/* fall through */
	case QO_NEG ... QO_LNOT:
		check_reg(c, in->a, QT_I64);
		check_reg(c, in->d, QT_I64);
		break;
	case QO_LOAD64 ... QO_LOADP:
		check_reg(c, in->a, QT_PTR);
		check_reg(c, in->d, in->op == QO_LOADP ? QT_PTR : QT_I64);
		break;
	case QO_STORE64:
	case QO_STORE32:
		check_reg(c, in->a, QT_PTR);
		check_reg(c, in->b, QT_I64);
		break;
	case QO_BT:
	case QO_BF:
		check_reg(c, in->a, QT_I64);
		check_label(c, in->lab);
		break;
	case QO_CALL:
		check_call(c, in);
		break;
	case QO_RET:
		if (in->a)
			check_reg(c, in->a, QT_I64);
		break;
	case QO_NOP:
		break;
	default:
		verr(c, true, "bad opcode %d", (int)in->op);
	}
}

/* Labels: each referenced one defined exactly once. */
static void check_labels(struct vctx *c)
{
	const struct qir_func *f = c->f;
	uint8_t *defs = scalloc(f->nlabels ? f->nlabels : 1, 1);
	uint8_t *refs = scalloc(f->nlabels ? f->nlabels : 1, 1);

	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (in->lab >= f->nlabels)
			continue;
		if (in->op == QO_LABEL) {
			if (defs[in->lab]++ == 1)
				verr(c, false,
				     "label L%" PRIu32
				     " defined more than once",
				     in->lab);
		} else if (in->op == QO_JMP || in->op == QO_BT ||
			   in->op == QO_BF) {
			refs[in->lab] = 1;
		}
	}
	for (uint32_t l = 0; l < f->nlabels; l++)
		if (refs[l] && !defs[l])
			verr(c, false,
			     "label L%" PRIu32 " referenced but not defined",
			     l);
	sfree(defs);
	sfree(refs);
}

/* ------------------------------------------- definitions on all paths */

typedef uint64_t word;
#define WBITS 64

struct dflow {
	size_t nw; /* words per set */
	size_t nblocks;
	size_t *start;   /* first insn of each block, plus code.n at the end */
	size_t *lab_blk; /* block of each label (SIZE_MAX: undefined) */
	word *in, *out;  /* nblocks sets each */
};

static bool is_jump(enum qir_op op)
{
	return op == QO_JMP || op == QO_BT || op == QO_BF || op == QO_RET;
}

static void split_blocks(const struct qir_func *f, struct dflow *d)
{
	size_t n = 0;

	d->start = smalloc((f->code.n + 2) * sizeof *d->start);
	d->lab_blk = smalloc((f->nlabels + 1) * sizeof *d->lab_blk);
	for (uint32_t l = 0; l < f->nlabels; l++)
		d->lab_blk[l] = SIZE_MAX;
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];
		bool begins = i == 0 || in->op == QO_LABEL ||
			      is_jump(f->code.v[i - 1].op);

		if (begins && !(n > 0 && d->start[n - 1] == i))
			d->start[n++] = i;
		if (in->op == QO_LABEL && in->lab < f->nlabels)
			d->lab_blk[in->lab] = n - 1;
	}
	d->start[n] = f->code.n;
	d->nblocks = n;
}

static void set_def(word *s, qir_reg r)
{
	s[(r - 1) / WBITS] |= (word)1 << ((r - 1) % WBITS);
}

static bool has_def(const word *s, qir_reg r)
{
	return s[(r - 1) / WBITS] >> ((r - 1) % WBITS) & 1;
}

/* Applies block B's definitions to S; with REPORT, reports uses of
 * registers not in S first. */
static void transfer(struct vctx *c, const struct dflow *d, size_t b, word *s,
		     bool report)
{
	const struct qir_func *f = c->f;

	for (size_t i = d->start[b]; i < d->start[b + 1]; i++) {
		const struct qir_insn *in = &f->code.v[i];
		qir_reg uses[QIR_MAX_ARGS];
		int nu = qir_insn_uses(f, in, uses);
		qir_reg def = qir_insn_def(in);

		for (int k = 0; report && k < nu; k++) {
			if (has_def(s, uses[k]))
				continue;
			c->idx = i;
			verr(c, true, "r%" PRIu32 " used before definition",
			     uses[k]);
			set_def(s, uses[k]); /* report once per block */
		}
		if (def)
			set_def(s, def);
	}
}

/* Intersects DST with SRC; returns true when DST changed. */
static bool meet(word *dst, const word *src, size_t nw)
{
	bool changed = false;

	for (size_t i = 0; i < nw; i++) {
		word v = dst[i] & src[i];

		changed |= v != dst[i];
		dst[i] = v;
	}
	return changed;
}

static void flow_succ(const struct qir_func *f, struct dflow *d, size_t b,
		      const word *out, bool *changed)
{
	const struct qir_insn *last = &f->code.v[d->start[b + 1] - 1];
	size_t t;

	if (last->op == QO_JMP || last->op == QO_BT || last->op == QO_BF) {
		t = last->lab < f->nlabels ? d->lab_blk[last->lab] : SIZE_MAX;
		if (t != SIZE_MAX)
			*changed |= meet(d->in + t * d->nw, out, d->nw);
	}
	if (last->op != QO_JMP && last->op != QO_RET && b + 1 < d->nblocks)
		*changed |= meet(d->in + (b + 1) * d->nw, out, d->nw);
}

static void check_defs(struct vctx *c)
{
	const struct qir_func *f = c->f;
	struct dflow d = { 0 };
	word *s;
	bool changed = true;

	if (f->code.n == 0)
		return;
	split_blocks(f, &d);
	d.nw = (f->regs.n + WBITS - 1) / WBITS + 1;
	d.in = smalloc(d.nblocks * d.nw * sizeof(word));
	memset(d.in, 0xff, d.nblocks * d.nw * sizeof(word));
	memset(d.in, 0, d.nw * sizeof(word));
	for (qir_reg r = 1; r <= f->nparams && r <= f->regs.n; r++)
		set_def(d.in, r);
	s = smalloc(d.nw * sizeof(word));
	/* Silent iterations to the fixed point, then one reporting sweep. */
	while (changed) {
		changed = false;
		for (size_t b = 0; b < d.nblocks; b++) {
			memcpy(s, d.in + b * d.nw, d.nw * sizeof(word));
			transfer(c, &d, b, s, false);
			flow_succ(f, &d, b, s, &changed);
		}
	}
	for (size_t b = 0; b < d.nblocks; b++) {
		memcpy(s, d.in + b * d.nw, d.nw * sizeof(word));
		transfer(c, &d, b, s, true);
	}
	sfree(s);
	sfree(d.in);
	sfree(d.start);
	sfree(d.lab_blk);
}

static void verify_func(struct vctx *c)
{
	const struct qir_func *f = c->f;
	size_t last = f->code.n;

	if (f->nparams > f->regs.n)
		verr(c, false, "%" PRIu32 " parameters but %zu registers",
		     f->nparams, f->regs.n);
	for (size_t i = 0; i < f->regs.n; i++)
		if (f->regs.v[i] != QT_I64 && f->regs.v[i] != QT_PTR)
			verr(c, false, "r%zu has type void", i + 1);
	for (c->idx = 0; c->idx < f->code.n; c->idx++)
		check_insn(c, &f->code.v[c->idx]);
	while (last > 0 && f->code.v[last - 1].op == QO_NOP)
		last--;
	if (last == 0 || (f->code.v[last - 1].op != QO_RET &&
			  f->code.v[last - 1].op != QO_JMP))
		verr(c, false, "last instruction is not ret or jmp");
	check_labels(c);
	/* The data-flow check needs well-formed operands to be meaningful. */
	if (c->ok)
		check_defs(c);
}

bool qir_verify(const struct qir_unit *u, struct strbuf *err)
{
	struct vctx c = { .u = u, .err = err, .ok = true };

	for (size_t i = 0; i < u->funcs.n; i++) {
		bool ok = c.ok;

		c.f = u->funcs.v[i];
		c.ok = true;
		verify_func(&c);
		c.ok = c.ok && ok;
	}
	return c.ok;
}

/* ---------------------------------------------------------------- dump */

static void dump_reg_def(const struct qir_func *f, qir_reg r,
			 struct strbuf *out)
{
	sb_addf(out, "r%" PRIu32 ":%s = ", r, type_name(qir_reg_type(f, r)));
}

static void dump_addr(const struct qir_insn *in, struct strbuf *out)
{
	sb_addf(out, "r%" PRIu32 "%s%" PRId64, in->a, in->imm < 0 ? "" : "+",
		in->imm);
}

static void dump_call(const struct qir_unit *u, const struct qir_func *f,
		      const struct qir_insn *in, struct strbuf *out)
{
	const char *name = in->sym < u->syms.n ? u->syms.v[in->sym].name : "?";

	sb_addf(out, "call %s(", name);
	for (int k = 0; k < in->nargs; k++)
		sb_addf(out, "%sr%" PRIu32, k ? ", " : "",
			qir_call_args(f, in)[k]);
	sb_addc(out, ')');
}

static void dump_insn(const struct qir_unit *u, const struct qir_func *f,
		      const struct qir_insn *in, struct strbuf *out)
{
	const char *name = qir_op_name(in->op);

	if (in->op == QO_LABEL) {
		sb_addf(out, "L%" PRIu32 ":\n", in->lab);
		return;
	}
	sb_adds(out, "  ");
	switch (in->op) {
	case QO_MOVI:
		dump_reg_def(f, in->d, out);
		if (qir_reg_type(f, in->d) == QT_PTR)
			sb_addf(out, "movp 0x%" PRIx64, (uint64_t)in->imm);
		else
			sb_addf(out, "movi %" PRId64, in->imm);
		break;
	case QO_MOV:
	case QO_NEG ... QO_LNOT:
		dump_reg_def(f, in->d, out);
		sb_addf(out, "%s r%" PRIu32, name, in->a);
		break;
	case QO_ADDR:
		dump_reg_def(f, in->d, out);
		sb_addf(out, "addr %s",
			in->sym < u->syms.n ? u->syms.v[in->sym].name : "?");
		break;
	case QO_ADD ... QO_GE:
		dump_reg_def(f, in->d, out);
		sb_addf(out, "%s r%" PRIu32 ", r%" PRIu32, name, in->a, in->b);
		break;
	case QO_LOAD64 ... QO_LOADP:
		dump_reg_def(f, in->d, out);
		sb_addf(out, "%s ", name);
		dump_addr(in, out);
		break;
	case QO_STORE64:
	case QO_STORE32:
		sb_addf(out, "%s ", name);
		dump_addr(in, out);
		sb_addf(out, ", r%" PRIu32, in->b);
		break;
	case QO_JMP:
		sb_addf(out, "jmp L%" PRIu32, in->lab);
		break;
	case QO_BT:
	case QO_BF:
		sb_addf(out, "%s r%" PRIu32 ", L%" PRIu32, name, in->a,
			in->lab);
		break;
	case QO_CALL:
		if (in->d)
			dump_reg_def(f, in->d, out);
		dump_call(u, f, in, out);
		break;
	case QO_RET:
		if (in->a)
			sb_addf(out, "ret r%" PRIu32, in->a);
		else
			sb_adds(out, "ret");
		break;
	default:
		sb_adds(out, name);
		break;
	}
	sb_addc(out, '\n');
}

void qir_dump_func(const struct qir_unit *u, const struct qir_func *f,
		   struct strbuf *out)
{
	sb_addf(out, "func %s(", f->name);
	for (qir_reg r = 1; r <= f->nparams; r++)
		sb_addf(out, "%sr%" PRIu32 ":%s", r > 1 ? ", " : "", r,
			type_name(qir_reg_type(f, r)));
	sb_adds(out, ") {\n");
	for (size_t i = 0; i < f->code.n; i++)
		dump_insn(u, f, &f->code.v[i], out);
	sb_adds(out, "}\n");
}

/* Symbols first ("extern i64 rt_foo(ptr, i64)", "extern data rt_x"), then
 * the functions, each followed by nothing but its closing brace. */
void qir_dump(const struct qir_unit *u, struct strbuf *out)
{
	for (size_t i = 0; i < u->syms.n; i++) {
		const struct qir_sym *s = &u->syms.v[i];

		if (s->kind == QS_DATA) {
			sb_addf(out, "extern data %s\n", s->name);
			continue;
		}
		sb_addf(out, "extern %s %s(", type_name(s->ret), s->name);
		for (int k = 0; k < s->nargs; k++)
			sb_addf(out, "%s%s", k ? ", " : "",
				type_name(s->args[k]));
		sb_adds(out, ")\n");
	}
	for (size_t i = 0; i < u->funcs.n; i++)
		qir_dump_func(u, u->funcs.v[i], out);
}
