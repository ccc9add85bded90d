/*
 * passes.c - QIR optimisation passes: constant folding, redundant load
 * elimination, dead code elimination.
 *
 * Design and invariants:
 *  - Every pass keeps the unit valid for qir_verify (the unit tests run it
 *    after each pass).  Passes rewrite instructions in place; an
 *    instruction they drop becomes QO_NOP, and qir_pass_dce compacts the
 *    array at its end, so NOPs never survive qir_optimize.
 *  - Every pass is linear in the number of instructions (the JIT runs them
 *    at run time): per-register facts are kept in arrays indexed by
 *    register and invalidated by bumping a generation counter at block
 *    boundaries instead of clearing.
 *  - Registers may be assigned more than once (qir_emit_mov into an
 *    existing register), so a fact about a register dies at every
 *    instruction that writes it, not only at block boundaries.
 *  - Local passes work on extended basic blocks: a label starts a new one
 *    (control may arrive from elsewhere); the fall-through after a
 *    conditional branch continues the current one because its only
 *    predecessor is the branch.  Calls do not end a block (they return),
 *    but they clobber all memory.
 */
#include "ir/qir.h"

#include <stdlib.h>
#include <string.h>

static void make_nop(struct qir_insn *in)
{
	memset(in, 0, sizeof *in);
	in->op = QO_NOP;
}

static void make_movi(struct qir_insn *in, qir_reg d, int64_t v)
{
	memset(in, 0, sizeof *in);
	in->op = QO_MOVI;
	in->d = d;
	in->imm = v;
}

static void make_mov(struct qir_insn *in, qir_reg d, qir_reg a)
{
	memset(in, 0, sizeof *in);
	in->op = QO_MOV;
	in->d = d;
	in->a = a;
}

/* ---------------------------------------------------------------- fold */

/* Evaluates binary OP with QIR's wrap-around semantics; false when the
 * result must not be folded (division by zero stays for the guard). */
static bool eval_bin(enum qir_op op, int64_t a, int64_t b, int64_t *r)
{
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;

	switch (op) {
	case QO_ADD: *r = (int64_t)(ua + ub); break;
	case QO_SUB: *r = (int64_t)(ua - ub); break;
	case QO_MUL: *r = (int64_t)(ua * ub); break;
	case QO_DIV:
		if (b == 0)
			return false;
		*r = b == -1 ? (int64_t)(0 - ua) : a / b;
		break;
	case QO_MOD:
		if (b == 0)
			return false;
		*r = b == -1 ? 0 : a % b;
		break;
	case QO_AND: *r = a & b; break;
	case QO_OR: *r = a | b; break;
	case QO_XOR: *r = a ^ b; break;
	case QO_SHL: *r = (int64_t)(ua << (ub & 63)); break;
	case QO_SHR: *r = a >> (ub & 63); break;
	case QO_EQ: *r = a == b; break;
	case QO_NE: *r = a != b; break;
	case QO_LT: *r = a < b; break;
	case QO_LE: *r = a <= b; break;
	case QO_GT: *r = a > b; break;
	case QO_GE: *r = a >= b; break;
	default: return false;
	}
	return true;
}

static int64_t eval_un(enum qir_op op, int64_t a)
{
	switch (op) {
	case QO_NEG: return (int64_t)(0 - (uint64_t)a);
	case QO_NOT: return ~a;
	default: return !a;
	}
}

/* A register whose only definition is a MOVI is that constant wherever
 * it is used (uses are dominated by a definition): GLOB_GEN marks it. */
#define GLOB_GEN UINT32_MAX

struct consts {
	uint32_t *gen;	/* gen[r] == cur or GLOB_GEN: r holds val[r] */
	int64_t *val;
	uint32_t cur;
};

static bool known(const struct consts *k, qir_reg r, int64_t *v)
{
	if (k->gen[r] != k->cur && k->gen[r] != GLOB_GEN)
		return false;
	*v = k->val[r];
	return true;
}

/* Finds the registers defined once, by a MOVI of an i64. */
static void find_global_consts(const struct qir_func *f, struct consts *k)
{
	uint8_t *ndefs = xcalloc(f->regs.n + 1, 1);

	for (qir_reg r = 1; r <= f->nparams; r++)
		ndefs[r] = 1;
	for (size_t i = 0; i < f->code.n; i++) {
		qir_reg d = qir_insn_def(&f->code.v[i]);

		if (d && ndefs[d] < 2)
			ndefs[d]++;
	}
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (in->op == QO_MOVI && ndefs[in->d] == 1 &&
		    qir_reg_type(f, in->d) == QT_I64) {
			k->gen[in->d] = GLOB_GEN;
			k->val[in->d] = in->imm;
		}
	}
	free(ndefs);
}

/* Identities with one constant operand: x+0, x-0, x|0, x^0, x<<0, x>>0,
 * x*1, x/1 become moves; x*0 and x&0 become 0.  Returns true if rewritten. */
static bool fold_identity(struct qir_insn *in, const struct consts *k)
{
	int64_t va, vb;
	bool ka = known(k, in->a, &va), kb = known(k, in->b, &vb);
	qir_reg d = in->d, a = in->a, b = in->b;

	if (kb && vb == 0 && (in->op == QO_ADD || in->op == QO_SUB ||
			      in->op == QO_OR || in->op == QO_XOR ||
			      in->op == QO_SHL || in->op == QO_SHR)) {
		make_mov(in, d, a);
	} else if (ka && va == 0 && (in->op == QO_ADD || in->op == QO_OR ||
				     in->op == QO_XOR)) {
		make_mov(in, d, b);
	} else if (kb && vb == 1 && (in->op == QO_MUL || in->op == QO_DIV)) {
		make_mov(in, d, a);
	} else if (ka && va == 1 && in->op == QO_MUL) {
		make_mov(in, d, b);
	} else if (((kb && vb == 0) || (ka && va == 0)) &&
		   (in->op == QO_MUL || in->op == QO_AND)) {
		make_movi(in, d, 0);
	} else {
		return false;
	}
	return true;
}

/* Rewrites IN given the constants K; returns true if it changed. */
static bool fold_insn(const struct qir_func *f, struct qir_insn *in,
		      const struct consts *k)
{
	int64_t va, vb, r;

	switch (in->op) {
	case QO_MOV:
		if (qir_reg_type(f, in->d) != QT_I64 || !known(k, in->a, &va))
			return false;
		make_movi(in, in->d, va);
		return true;
	case QO_ADD ... QO_GE:
		if (known(k, in->a, &va) && known(k, in->b, &vb) &&
		    eval_bin(in->op, va, vb, &r)) {
			make_movi(in, in->d, r);
			return true;
		}
		return fold_identity(in, k);
	case QO_NEG ... QO_LNOT:
		if (!known(k, in->a, &va))
			return false;
		make_movi(in, in->d, eval_un(in->op, va));
		return true;
	case QO_BT:
	case QO_BF:
		if (!known(k, in->a, &va))
			return false;
		if ((va != 0) == (in->op == QO_BT)) {
			qir_label l = in->lab;

			make_nop(in);
			in->op = QO_JMP;
			in->lab = l;
		} else {
			make_nop(in);
		}
		return true;
	default:
		return false;
	}
}

static bool fold(struct qir_func *f)
{
	struct consts k;
	bool changed = false;

	k.gen = xcalloc(f->regs.n + 1, sizeof *k.gen);
	k.val = xcalloc(f->regs.n + 1, sizeof *k.val);
	k.cur = 1;
	find_global_consts(f, &k);
	for (size_t i = 0; i < f->code.n; i++) {
		struct qir_insn *in = &f->code.v[i];
		qir_reg d;

		if (in->op == QO_LABEL) {
			k.cur++;
			continue;
		}
		changed |= fold_insn(f, in, &k);
		d = qir_insn_def(in);
		if (!d || k.gen[d] == GLOB_GEN)
			continue;
		if (in->op == QO_MOVI && qir_reg_type(f, d) == QT_I64) {
			k.gen[d] = k.cur;
			k.val[d] = in->imm;
		} else {
			k.gen[d] = 0;
		}
	}
	free(k.gen);
	free(k.val);
	return changed;
}

void qir_pass_fold(struct qir_func *f)
{
	fold(f);
}

/* --------------------------------------------------------------- loads */

/* Known memory contents: LOAD-kind op at (base + off) holds val.  The
 * table is bounded so that each instruction costs O(1). */
#define AVAIL_MAX 16

struct avail {
	enum qir_op op; /* the load that would read it */
	qir_reg base, val;
	int64_t off;
};

struct memstate {
	struct avail e[AVAIL_MAX];
	int n;
};

static int64_t width(enum qir_op op)
{
	return op == QO_LOAD32 || op == QO_LOADU32 || op == QO_STORE32 ? 4 : 8;
}

static void avail_add(struct memstate *m, enum qir_op op, qir_reg base,
		      int64_t off, qir_reg val)
{
	if (m->n == AVAIL_MAX) {
		memmove(m->e, m->e + 1, (AVAIL_MAX - 1) * sizeof m->e[0]);
		m->n--;
	}
	m->e[m->n++] = (struct avail){ op, base, val, off };
}

/* Forgets whatever mentions register R. */
static void avail_kill_reg(struct memstate *m, qir_reg r)
{
	int j = 0;

	for (int i = 0; i < m->n; i++)
		if (m->e[i].base != r && m->e[i].val != r)
			m->e[j++] = m->e[i];
	m->n = j;
}

/* A store of WIDTH bytes at base+off: other bases may alias, so only
 * entries of the same base at disjoint offsets survive. */
static void avail_kill_store(struct memstate *m, qir_reg base, int64_t off,
			     int64_t w)
{
	int j = 0;

	for (int i = 0; i < m->n; i++) {
		const struct avail *e = &m->e[i];
		int64_t ew = width(e->op);
		/* Offsets are small in practice; compare without overflow. */
		bool disjoint = e->off >= off ? (uint64_t)e->off - (uint64_t)off >=
							(uint64_t)w
					      : (uint64_t)off - (uint64_t)e->off >=
							(uint64_t)ew;

		if (e->base == base && disjoint)
			m->e[j++] = *e;
	}
	m->n = j;
}

static qir_reg avail_find(const struct memstate *m, enum qir_op op,
			  qir_reg base, int64_t off)
{
	for (int i = m->n - 1; i >= 0; i--)
		if (m->e[i].op == op && m->e[i].base == base &&
		    m->e[i].off == off)
			return m->e[i].val;
	return 0;
}

static bool loads_insn(struct memstate *m, struct qir_insn *in)
{
	qir_reg v, d;
	bool changed = false;

	switch (in->op) {
	case QO_LABEL:
		m->n = 0;
		return false;
	case QO_CALL:
		m->n = 0;
		break;
	case QO_STORE64:
	case QO_STORE32:
		avail_kill_store(m, in->a, in->imm, width(in->op));
		if (in->op == QO_STORE64)
			avail_add(m, QO_LOAD64, in->a, in->imm, in->b);
		return false;
	case QO_LOAD64 ... QO_LOADP:
		v = avail_find(m, in->op, in->a, in->imm);
		if (v) {
			make_mov(in, in->d, v);
			changed = true;
			break;
		}
		d = in->d;
		avail_kill_reg(m, d);
		if (in->a != d)
			avail_add(m, in->op, in->a, in->imm, d);
		return false;
	default:
		break;
	}
	d = qir_insn_def(in);
	if (d)
		avail_kill_reg(m, d);
	return changed;
}

static bool loads(struct qir_func *f)
{
	struct memstate m = { .n = 0 };
	bool changed = false;

	for (size_t i = 0; i < f->code.n; i++)
		changed |= loads_insn(&m, &f->code.v[i]);
	return changed;
}

void qir_pass_loads(struct qir_func *f)
{
	loads(f);
}

/* ----------------------------------------------------------------- dce */

static bool pure(enum qir_op op)
{
	return (op >= QO_MOVI && op <= QO_LNOT) ||
	       (op >= QO_LOAD64 && op <= QO_LOADP);
}

/* Code after jmp/ret up to the next referenced label cannot run; labels
 * nobody references only split blocks, so they go too. */
static bool dce_unreachable(struct qir_func *f, const uint8_t *refd)
{
	bool dead = false, changed = false;

	for (size_t i = 0; i < f->code.n; i++) {
		struct qir_insn *in = &f->code.v[i];

		if (in->op == QO_LABEL && refd[in->lab])
			dead = false;
		if (in->op == QO_NOP)
			continue;
		if (dead || (in->op == QO_LABEL && !refd[in->lab])) {
			make_nop(in);
			changed = true;
			continue;
		}
		if (in->op == QO_JMP || in->op == QO_RET)
			dead = true;
	}
	return changed;
}

/* Removes `jmp L` when L follows with only NOPs and labels between. */
static bool dce_jumps(struct qir_func *f)
{
	bool changed = false;

	for (size_t i = 0; i < f->code.n; i++) {
		struct qir_insn *in = &f->code.v[i];

		if (in->op != QO_JMP)
			continue;
		for (size_t j = i + 1; j < f->code.n; j++) {
			const struct qir_insn *n = &f->code.v[j];

			if (n->op == QO_LABEL && n->lab == in->lab) {
				make_nop(in);
				changed = true;
				break;
			}
			if (n->op != QO_NOP && n->op != QO_LABEL)
				break;
		}
	}
	return changed;
}

/* Results nobody reads: one backward sweep with use counts catches
 * chains whose uses follow their definitions. */
static bool dce_dead(struct qir_func *f)
{
	uint32_t *uses = xcalloc(f->regs.n + 1, sizeof *uses);
	qir_reg u[QIR_MAX_ARGS];
	bool changed = false;

	for (size_t i = 0; i < f->code.n; i++) {
		int n = qir_insn_uses(&f->code.v[i], u);

		for (int k = 0; k < n; k++)
			uses[u[k]]++;
	}
	for (size_t i = f->code.n; i-- > 0;) {
		struct qir_insn *in = &f->code.v[i];
		int n;

		if (!pure(in->op) || uses[in->d] != 0)
			continue;
		n = qir_insn_uses(in, u);
		for (int k = 0; k < n; k++)
			uses[u[k]]--;
		make_nop(in);
		changed = true;
	}
	free(uses);
	return changed;
}

static bool dce(struct qir_func *f)
{
	uint8_t *refd = xcalloc(f->nlabels + 1, 1);
	bool changed;
	size_t j = 0;

	changed = dce_jumps(f);
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (in->op == QO_JMP || in->op == QO_BT || in->op == QO_BF)
			refd[in->lab] = 1;
	}
	changed |= dce_unreachable(f, refd);
	changed |= dce_dead(f);
	free(refd);
	for (size_t i = 0; i < f->code.n; i++)
		if (f->code.v[i].op != QO_NOP)
			f->code.v[j++] = f->code.v[i];
	f->code.n = j;
	return changed;
}

void qir_pass_dce(struct qir_func *f)
{
	dce(f);
}

/* Folding exposes dead code and constant branches, load forwarding
 * exposes moves to fold; a few rounds reach the fixed point in practice. */
void qir_optimize(struct qir_func *f)
{
	for (int round = 0; round < 4; round++) {
		bool changed = fold(f);

		changed |= loads(f);
		changed |= dce(f);
		if (!changed)
			break;
	}
}
