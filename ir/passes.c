/*
 * passes.c - QIR optimisation passes: constant folding, redundant load
 * elimination (in blocks, and across blocks together with guards whose
 * outcome a dominating branch decided), dead code elimination.
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
	case QO_ADD:
		*r = (int64_t)(ua + ub);
		break;
	case QO_SUB:
		*r = (int64_t)(ua - ub);
		break;
	case QO_MUL:
		*r = (int64_t)(ua * ub);
		break;
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
	case QO_AND:
		*r = a & b;
		break;
	case QO_OR:
		*r = a | b;
		break;
	case QO_XOR:
		*r = a ^ b;
		break;
	case QO_SHL:
		*r = (int64_t)(ua << (ub & 63));
		break;
	case QO_SHR:
		*r = a >> (ub & 63);
		break;
	case QO_EQ:
		*r = a == b;
		break;
	case QO_NE:
		*r = a != b;
		break;
	case QO_LT:
		*r = a < b;
		break;
	case QO_LE:
		*r = a <= b;
		break;
	case QO_GT:
		*r = a > b;
		break;
	case QO_GE:
		*r = a >= b;
		break;
	default:
		return false;
	}
	return true;
}

static int64_t eval_un(enum qir_op op, int64_t a)
{
	switch (op) {
	case QO_NEG:
		return (int64_t)(0 - (uint64_t)a);
	case QO_NOT:
		return ~a;
	default:
		return !a;
	}
}

/* A register whose only definition is a MOVI is that constant wherever
 * it is used (uses are dominated by a definition): GLOB_GEN marks it. */
#define GLOB_GEN UINT32_MAX

struct consts {
	uint32_t *gen; /* gen[r] == cur or GLOB_GEN: r holds val[r] */
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

/* Finds the registers defined once, by a MOVI of an i64: one walk over
 * the code counts the definitions (up to 2) and notes the value of a
 * MOVI, then one over the registers marks those. */
static void find_global_consts(const struct qir_func *f, struct consts *k)
{
	uint8_t *ndefs = scalloc(f->regs.n + 1, 1);
	uint8_t *movi = scalloc(f->regs.n + 1, 1);

	for (qir_reg r = 1; r <= f->nparams; r++)
		ndefs[r] = 1;
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];
		qir_reg d = qir_insn_def(in);

		if (d && ndefs[d] < 2) {
			ndefs[d]++;
			if (in->op == QO_MOVI) {
				movi[d] = 1;
				k->val[d] = in->imm;
			}
		}
	}
	for (qir_reg r = 1; r <= f->regs.n; r++)
		if (ndefs[r] == 1 && movi[r] && f->regs.v[r - 1] == QT_I64)
			k->gen[r] = GLOB_GEN;
	sfree(ndefs);
	sfree(movi);
}

/* Identities with one constant operand: x+0, x-0, x|0, x^0, x<<0, x>>0,
 * x*1, x/1 become moves; x*0 and x&0 become 0.  Returns true if rewritten. */
static bool fold_identity(struct qir_insn *in, const struct consts *k)
{
	int64_t va = 0, vb = 0; /* set when known; zeroed for gcc */
	bool ka = known(k, in->a, &va), kb = known(k, in->b, &vb);
	qir_reg d = in->d, a = in->a, b = in->b;

	if (kb && vb == 0 &&
	    (in->op == QO_ADD || in->op == QO_SUB || in->op == QO_OR ||
	     in->op == QO_XOR || in->op == QO_SHL || in->op == QO_SHR)) {
		make_mov(in, d, a);
	} else if (ka && va == 0 &&
		   (in->op == QO_ADD || in->op == QO_OR || in->op == QO_XOR)) {
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

	k.gen = scalloc(f->regs.n + 1, sizeof *k.gen);
	k.val = scalloc(f->regs.n + 1, sizeof *k.val);
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
	sfree(k.gen);
	sfree(k.val);
	return changed;
}

void qir_pass_fold(struct qir_func *f)
{
	fold(f);
}

/* -------------------------------------------------------------- copies */

/*
 * Copy propagation inside extended blocks (from a label to the next one:
 * every path to an instruction there passes the instructions above it):
 * after `d = mov a`, uses of d read a while neither is defined again.
 * The moves qir_pass_promote and qir_pass_avail leave (a load that became
 * a move, a location's register read) then die in dce.  ver[r] counts the
 * definitions of r seen so far; a copy holds while both counts stand.
 */
struct copy {
	qir_reg src;
	uint32_t dver, sver, epoch;
};

static qir_reg copy_of(const struct copy *cp, const uint32_t *ver,
		       uint32_t epoch, qir_reg r)
{
	const struct copy *c = &cp[r];

	if (r && c->epoch == epoch && c->dver == ver[r] &&
	    c->sver == ver[c->src])
		return c->src;
	return r;
}

static bool copies(struct qir_func *f)
{
	struct copy *cp = scalloc(f->regs.n + 1, sizeof *cp);
	uint32_t *ver = scalloc(f->regs.n + 1, sizeof *ver);
	uint32_t epoch = 1;
	bool changed = false;

	for (size_t i = 0; i < f->code.n; i++) {
		struct qir_insn *in = &f->code.v[i];
		qir_reg u[QIR_MAX_ARGS], d, x;
		int n = qir_insn_uses(f, in, u);

		if (in->op == QO_LABEL) {
			epoch++;
			continue;
		}
		for (int k = 0; k < n; k++) {
			x = copy_of(cp, ver, epoch, u[k]);
			if (x == u[k])
				continue;
			changed = true;
			if (in->op == QO_CALL) {
				qir_reg *arg = qir_call_args(f, in);

				for (int j = 0; j < in->nargs; j++)
					if (arg[j] == u[k])
						arg[j] = x;
			} else {
				if (in->a == u[k])
					in->a = x;
				if (in->b == u[k])
					in->b = x;
			}
		}
		d = qir_insn_def(in);
		if (!d)
			continue;
		ver[d]++;
		if (in->op == QO_MOV && in->a != d &&
		    qir_reg_type(f, in->a) == qir_reg_type(f, d))
			cp[d] = (struct copy){ in->a, ver[d], ver[in->a],
					       epoch };
	}
	sfree(cp);
	sfree(ver);
	return changed;
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
		bool disjoint = e->off >= off
					? (uint64_t)e->off - (uint64_t)off >=
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

/* -------------------------------------------------------------- avail */

/*
 * Global available values: a forward "must" data-flow over the basic
 * blocks (split at labels and after jmp/bt/bf/ret) whose facts are
 *  - F_MEM: memory at a key holds register r, as the load `op` reads it;
 *    the key is (base register, offset), or an absolute address when the
 *    base's only definition is a movi (two such keys alias only when
 *    their byte ranges overlap);
 *  - F_CONST / F_NZ: register r equals v / is non-zero;
 *  - F_BITS: the bits `base` of r are those of v (from masks tested by
 *    branches and from and/or with constants: the lowering's cell-flag
 *    checks test different masks of the same word);
 *  - F_CMP: r = a op b for op eq or ne, and F_AND: r = a & v, so that a
 *    branch on r teaches something about a (or b);
 *  - F_COPY: r holds what a holds (r = mov a).  Facts about values are
 *    attached to the root of a copy chain only, so a guard on a copy
 *    (`r = mov rLOC; t = ne r, K; bt t, slow`, as qir_pass_promote leaves
 *    it) teaches the fact to rLOC and to every other copy of it.
 * A fact dies at every definition of a register it mentions; memory facts
 * die at calls and at stores that may overlap.  Sets are intersected at
 * joins (known bits are intersected bit by bit).  Sets are bounded
 * (GF_MAX; a full set forgets its oldest fact, which is always sound) and
 * carry a bitmap of the registers they mention, so most instructions cost
 * O(1).  Facts about a register that lives in one block only (and holds
 * no memory contents) are dropped when the block ends, so that they do
 * not crowd the guards' facts out; a register defined in several places
 * (a promoted location) takes what is known of a value it is given as
 * facts of its own, so that they can meet at a loop's back-edge.  Cold
 * blocks (qir_label_set_cold) are not analysed: their sets are empty and
 * share one slot.
 *
 * Solving: blocks are visited in reverse post-order, each round only the
 * blocks whose predecessors changed; predecessors not yet visited count
 * as "everything", which is sound at the fixed point because a block
 * still unvisited then is unreachable.  A block's entry set only ever
 * shrinks, so the rounds terminate; a reducible CFG settles in two or
 * three.  If GF_ROUNDS do not settle, one round where every block entered
 * by a backward edge starts empty is used instead, so the work stays
 * linear in the number of instructions.  The same transfer function then
 * runs once more per block, rewriting loads into moves, compares and
 * masks of known values into movi and branches on known values into jmp
 * or nothing.
 */
#define GF_MAX 16
#define GF_ROUNDS 4

enum { F_MEM = 1, F_CONST, F_NZ, F_BITS, F_CMP, F_AND, F_COPY };
/* over all definitions; R_DATA: the address of a data symbol, whose
 * contents a signal handler may change (rt_pending_signal), so loads
 * through it are never available facts */
enum { R_S32 = 1, R_U32 = 2, R_CONST = 4, R_DATA = 8, R_MULTI = 16 };

struct gfact {
	uint8_t kind, op, cbase;
	qir_reg r, a, b; /* F_CMP: r = a op b; F_AND: r = a & v; F_COPY */
	int64_t v;       /* F_MEM: offset (0 for cbase); F_CONST, F_BITS: value;
			  * F_AND: the mask */
	uint64_t base;   /* F_MEM: register, or the address when cbase;
			  * F_BITS: which bits of v are known */
};

/* A bitmap of registers modulo 64 * GR_WORDS. */
#define GR_WORDS 4
struct gregs {
	uint64_t w[GR_WORDS];
};

struct gset {
	int n;
	struct gregs regs;      /* every register mentioned (a superset) */
	struct gfact e[GF_MAX]; /* last: copies take only the first n */
};

struct gedge {
	uint32_t from;
	bool taken;
};

struct gctx {
	struct qir_func *f;
	uint8_t *range;  /* R_* per register */
	uint32_t *local; /* b + 1 when the register lives in block b only */
	int64_t *cval;   /* R_CONST: the value */
	bool rewrite, changed;
	size_t nblocks, nrpo;
	size_t *start; /* first insn of each block; start[nblocks] = n */
	size_t *lab_blk;
	size_t *succ;     /* succ[2b], succ[2b+1]; SIZE_MAX: none */
	uint32_t *pstart; /* preds of b: preds[pstart[b] .. pstart[b+1]) */
	struct gedge *preds;
	size_t *order; /* reachable blocks in reverse post-order */
	uint32_t *rpo; /* position in order; UINT32_MAX: unreachable */
	struct gset *in, *end, *tmp;
	uint8_t *seen, *done, *dirty;
	uint8_t *cold;  /* per block: cold code (qir_label_set_cold) */
	uint32_t *slot; /* per block: its sets in[] and end[]; 0 if cold */
};

static void gr_set(struct gregs *m, qir_reg r)
{
	m->w[(r >> 6) & (GR_WORDS - 1)] |= 1ull << (r & 63);
}

static bool gr_has(const struct gregs *m, qir_reg r)
{
	return m->w[(r >> 6) & (GR_WORDS - 1)] >> (r & 63) & 1;
}

static void gf_regs(const struct gfact *x, struct gregs *m)
{
	gr_set(m, x->r);
	if (x->a)
		gr_set(m, x->a);
	if (x->b)
		gr_set(m, x->b);
	if (x->kind == F_MEM && !x->cbase)
		gr_set(m, (qir_reg)x->base);
}

/* X mentions only registers in M. */
static bool gf_within(const struct gfact *x, const struct gregs *m)
{
	return gr_has(m, x->r) && (!x->a || gr_has(m, x->a)) &&
	       (!x->b || gr_has(m, x->b)) &&
	       (x->kind != F_MEM || x->cbase || gr_has(m, (qir_reg)x->base));
}

static bool gf_same(const struct gfact *x, const struct gfact *y)
{
	return x->kind == y->kind && x->op == y->op && x->cbase == y->cbase &&
	       x->r == y->r && x->a == y->a && x->b == y->b && x->v == y->v &&
	       x->base == y->base;
}

static void gs_copy(struct gset *d, const struct gset *s)
{
	memcpy(d, s, offsetof(struct gset, e) + (size_t)s->n * sizeof s->e[0]);
}

/* Full sets forget their oldest fact: fewer facts is always sound. */
static void gs_add(struct gset *s, struct gfact x)
{
	if (gf_within(&x, &s->regs))
		for (int i = 0; i < s->n; i++)
			if (gf_same(&s->e[i], &x))
				return;
	if (s->n == GF_MAX) {
		memmove(s->e, s->e + 1, (GF_MAX - 1) * sizeof s->e[0]);
		s->n--;
	}
	s->e[s->n++] = x;
	gf_regs(&x, &s->regs);
}

static void gs_add_val(struct gset *s, uint8_t kind, qir_reg r, int64_t v)
{
	gs_add(s, (struct gfact){ .kind = kind, .r = r, .v = v });
}

/* The last fact of KIND about register R, or NULL. */
static const struct gfact *gs_find(const struct gset *s, uint8_t kind,
				   qir_reg r)
{
	if (!gr_has(&s->regs, r))
		return NULL;
	for (int i = s->n - 1; i >= 0; i--)
		if (s->e[i].kind == kind && s->e[i].r == r)
			return &s->e[i];
	return NULL;
}

/* The register whose value R is a copy of (R itself if none). */
static qir_reg groot(const struct gset *s, qir_reg r)
{
	const struct gfact *e = gs_find(s, F_COPY, r);

	return e ? e->a : r;
}

/* Drops the fact at index I. */
static void gs_drop(struct gset *s, int i)
{
	memmove(s->e + i, s->e + i + 1,
		(size_t)(s->n - i - 1) * sizeof s->e[0]);
	s->n--;
}

/* Keeps the facts of S that are also in T (known bits: those known alike
 * on both sides); returns true when S changed. */
static bool gs_meet(struct gset *s, const struct gset *t)
{
	int j = 0, n = s->n, h = 0;
	bool mod = false;

	memset(&s->regs, 0, sizeof s->regs);
	for (int i = 0; i < n; i++) {
		struct gfact x = s->e[i];
		const struct gfact *o = NULL;

		/* both sides mostly come from one set: try in step first */
		if (h < t->n && gf_same(&x, &t->e[h]))
			o = &t->e[h++];
		for (int k = 0; !o && gf_within(&x, &t->regs) && k < t->n; k++)
			if (gf_same(&x, &t->e[k])) {
				o = &t->e[k];
				h = k + 1;
			}
		if (!o && x.kind == F_BITS && (o = gs_find(t, F_BITS, x.r))) {
			x.base &= o->base & ~(uint64_t)(x.v ^ o->v);
			x.v &= (int64_t)x.base;
			mod = true;
			if (!x.base)
				o = NULL;
		}
		if (!o)
			continue;
		s->e[j++] = x;
		gf_regs(&x, &s->regs);
	}
	s->n = j;
	return j != n || mod;
}

/* Register X gets a new value. */
static void gs_kill_reg(struct gset *s, qir_reg x)
{
	int j = 0;

	if (!gr_has(&s->regs, x))
		return;
	memset(&s->regs, 0, sizeof s->regs);
	for (int i = 0; i < s->n; i++) {
		const struct gfact *e = &s->e[i];

		if (e->r == x || e->a == x || e->b == x ||
		    (e->kind == F_MEM && !e->cbase && e->base == x))
			continue;
		gf_regs(e, &s->regs);
		s->e[j++] = *e;
	}
	s->n = j;
}

/* Byte ranges [x, x+w) and [y, y+yw) modulo 2^64 do not meet. */
static bool disjoint(uint64_t x, int64_t w, uint64_t y, int64_t yw)
{
	return y - x >= (uint64_t)w && x - y >= (uint64_t)yw;
}

/* A store of W bytes at key K (NULL: a call, all memory).  Facts through
 * a different base register, or mixing a register with an address, may
 * alias and die. */
static void gs_kill_mem(struct gset *s, const struct gfact *k, int64_t w)
{
	int j = 0;

	memset(&s->regs, 0, sizeof s->regs);
	for (int i = 0; i < s->n; i++) {
		const struct gfact *e = &s->e[i];
		bool keep = e->kind != F_MEM;

		if (!keep && k && e->cbase == k->cbase &&
		    (k->cbase || e->base == k->base))
			keep = k->cbase
				       ? disjoint(k->base, w, e->base,
						  width(e->op))
				       : disjoint((uint64_t)k->v, w,
						  (uint64_t)e->v, width(e->op));
		if (!keep)
			continue;
		gf_regs(e, &s->regs);
		s->e[j++] = *e;
	}
	s->n = j;
}

static struct gfact mem_key(const struct gctx *c, const struct gset *s,
			    enum qir_op op, qir_reg base, int64_t off,
			    qir_reg val)
{
	struct gfact k = { .kind = F_MEM, .op = (uint8_t)op, .r = val };

	if (c->range[base] & R_CONST) {
		k.cbase = 1;
		k.base = (uint64_t)c->cval[base] + (uint64_t)off;
	} else {
		k.base = groot(s, base);
		k.v = off;
	}
	return k;
}

static qir_reg gs_find_mem(const struct gset *s, const struct gfact *k)
{
	for (int i = s->n - 1; i >= 0; i--) {
		const struct gfact *e = &s->e[i];

		if (e->kind == F_MEM && e->op == k->op &&
		    e->cbase == k->cbase && e->base == k->base && e->v == k->v)
			return e->r;
	}
	return 0;
}

static bool is_i64(const struct gctx *c, qir_reg r)
{
	return qir_reg_type(c->f, r) == QT_I64;
}

static bool gs_const(const struct gctx *c, const struct gset *s, qir_reg r,
		     int64_t *v)
{
	const struct gfact *e;

	if (!is_i64(c, r))
		return false;
	r = groot(s, r);
	if (c->range[r] & R_CONST) {
		*v = c->cval[r];
		return true;
	}
	if (!(e = gs_find(s, F_CONST, r)))
		return false;
	*v = e->v;
	return true;
}

/* Which bits of R are known (*MASK) and their values (*VAL). */
static void gs_bits(const struct gctx *c, const struct gset *s, qir_reg r,
		    uint64_t *mask, uint64_t *val)
{
	const struct gfact *e;
	int64_t v;

	*mask = *val = 0;
	if (gs_const(c, s, r, &v)) {
		*mask = ~0ull;
		*val = (uint64_t)v;
	} else if ((e = gs_find(s, F_BITS, groot(s, r)))) {
		*mask = e->base;
		*val = (uint64_t)e->v;
	}
}

static bool gs_nonzero(const struct gctx *c, const struct gset *s, qir_reg r)
{
	uint64_t m, v;

	gs_bits(c, s, r, &m, &v);
	return (m & v) != 0 || gs_find(s, F_NZ, groot(s, r));
}

/* Learns that the bits MASK of R are VAL; all bits known make a constant. */
static void gs_learn_bits(const struct gctx *c, struct gset *s, qir_reg r,
			  uint64_t mask, uint64_t val)
{
	uint64_t om, ov;
	int64_t k;

	if (!is_i64(c, r) || gs_const(c, s, r, &k))
		return;
	r = groot(s, r);
	gs_bits(c, s, r, &om, &ov);
	om &= ~mask;
	mask |= om;
	val = (val & ~om) | (ov & om);
	val &= mask;
	if (!mask)
		return;
	for (int i = s->n - 1; i >= 0; i--)
		if (s->e[i].kind == F_BITS && s->e[i].r == r)
			gs_drop(s, i);
	if (mask == ~0ull)
		gs_add_val(s, F_CONST, r, (int64_t)val);
	else
		gs_add(s, (struct gfact){ .kind = F_BITS,
					  .r = r,
					  .v = (int64_t)val,
					  .base = mask });
}

static void gs_learn_const(const struct gctx *c, struct gset *s, qir_reg r,
			   int64_t v)
{
	gs_learn_bits(c, s, r, ~0ull, (uint64_t)v);
}

/* R (a root) was found to equal VAL (EXACT), or to be non-zero: what an
 * F_AND fact R = x & M makes of x. */
static void gs_learn_and(const struct gctx *c, struct gset *s, qir_reg r,
			 bool exact, int64_t val)
{
	const struct gfact *e = gs_find(s, F_AND, r);
	uint64_t m;

	if (!e)
		return;
	m = (uint64_t)e->v;
	if (exact)
		gs_learn_bits(c, s, e->a, m, (uint64_t)val & m);
	else if (m && !(m & (m - 1))) /* a single bit */
		gs_learn_bits(c, s, e->a, m, m);
}

/* D = A: D becomes a copy of A's root. */
static void gs_set_copy(const struct gctx *c, struct gset *s, qir_reg d,
			qir_reg a)
{
	qir_reg ra;

	gs_kill_reg(s, d);
	ra = groot(s, a);
	if (ra == d || qir_reg_type(c->f, d) != qir_reg_type(c->f, ra))
		return;
	if (!(c->range[d] & R_MULTI) || !is_i64(c, d)) {
		gs_add(s, (struct gfact){ .kind = F_COPY, .r = d, .a = ra });
		return;
	}
	/* A register defined in several places (a location qir_pass_promote
	 * keeps, a loop's status) gets what is known of the value as facts
	 * of its own: they then meet the facts of its other definitions at
	 * joins (a loop's back-edge), where a copy of a temporary would not. */
	uint64_t m, v;
	int64_t k;

	if (gs_const(c, s, ra, &k)) {
		gs_add_val(s, F_CONST, d, k);
		return;
	}
	if (gs_nonzero(c, s, ra))
		gs_add_val(s, F_NZ, d, 0);
	gs_bits(c, s, ra, &m, &v);
	if (m)
		gs_add(s, (struct gfact){ .kind = F_BITS,
					  .r = d,
					  .v = (int64_t)v,
					  .base = m });
}

static void grewrite(struct gctx *c, struct qir_insn *in,
		     const struct qir_insn *to)
{
	if (!c->rewrite)
		return;
	if (in->op != to->op || in->d != to->d || in->a != to->a ||
	    in->imm != to->imm || in->lab != to->lab)
		c->changed = true;
	*in = *to;
}

/* Value of d = a OP b when the facts decide it. */
static bool gknown_op(const struct gctx *c, const struct gset *s,
		      const struct qir_insn *in, int64_t *r)
{
	int64_t va = 0, vb = 0;
	bool ka = gs_const(c, s, in->a, &va), kb;

	if (in->op >= QO_NEG && in->op <= QO_LNOT) {
		if (ka)
			*r = eval_un(in->op, va);
		return ka;
	}
	kb = gs_const(c, s, in->b, &vb);
	if (ka && kb)
		return eval_bin(in->op, va, vb, r);
	if (in->op != QO_EQ && in->op != QO_NE)
		return false;
	if (groot(s, in->a) == groot(s, in->b)) {
		*r = in->op == QO_EQ;
		return true;
	}
	/* x != 0 against a zero constant */
	if ((ka && va == 0 && gs_nonzero(c, s, in->b)) ||
	    (kb && vb == 0 && gs_nonzero(c, s, in->a))) {
		*r = in->op == QO_NE;
		return true;
	}
	return false;
}

/* d = x & M or d = x | M with a constant M: known bits, and the same
 * mask of the same value computed before.  Returns true when handled. */
static bool gmask_op(struct gctx *c, struct gset *s, struct qir_insn *in)
{
	qir_reg d = in->d, x = in->a, rx;
	int64_t m;
	uint64_t km, kv, nm, nv;
	const struct gfact *e;
	struct qir_insn to;

	if (!gs_const(c, s, in->b, &m)) {
		x = in->b;
		if (!gs_const(c, s, in->a, &m))
			return false;
	}
	rx = groot(s, x);
	gs_bits(c, s, rx, &km, &kv);
	if (in->op == QO_AND) {
		nm = ~(uint64_t)m | (km & (uint64_t)m);
		nv = kv & (uint64_t)m;
	} else {
		nm = km | (uint64_t)m;
		nv = kv | (uint64_t)m;
	}
	if (nm == ~0ull) {
		make_movi(&to, d, (int64_t)nv);
		grewrite(c, in, &to);
		gs_kill_reg(s, d);
		if (!(c->range[d] & R_CONST))
			gs_add_val(s, F_CONST, d, (int64_t)nv);
		return true;
	}
	if (in->op == QO_AND) {
		for (int i = s->n - 1; gr_has(&s->regs, rx) && i >= 0; i--) {
			e = &s->e[i];
			if (e->kind != F_AND || e->a != rx || e->v != m)
				continue;
			if (e->r == d) /* d holds it already */
				return true;
			make_mov(&to, d, e->r);
			grewrite(c, in, &to);
			gs_set_copy(c, s, d, e->r);
			return true;
		}
	}
	gs_kill_reg(s, d);
	if (in->op == QO_AND && rx != d)
		gs_add(s, (struct gfact){
				  .kind = F_AND, .r = d, .a = rx, .v = m });
	gs_learn_bits(c, s, d, nm, nv);
	return true;
}

static void gtransfer(struct gctx *c, struct gset *s, struct qir_insn *in)
{
	struct qir_insn to;
	struct gfact k;
	qir_reg d = in->d, x;
	int64_t v;

	switch (in->op) {
	case QO_BT:
	case QO_BF:
		if (gs_nonzero(c, s, in->a))
			v = 1;
		else if (gs_const(c, s, in->a, &v))
			v = 0;
		else
			return;
		memset(&to, 0, sizeof to);
		to.op = (v != 0) == (in->op == QO_BT) ? QO_JMP : QO_NOP;
		to.lab = to.op == QO_JMP ? in->lab : 0;
		grewrite(c, in, &to);
		return;
	case QO_CALL:
		gs_kill_mem(s, NULL, 0);
		if (d)
			gs_kill_reg(s, d);
		return;
	case QO_STORE64:
	case QO_STORE32:
		k = mem_key(c, s, QO_LOAD64, in->a, in->imm, in->b);
		gs_kill_mem(s, &k, width(in->op));
		/* forward exactly: a 32-bit load extends what was truncated */
		if (in->op == QO_STORE64) {
			gs_add(s, k);
		} else {
			k.op = QO_LOAD32;
			if (c->range[in->b] & R_S32)
				gs_add(s, k);
			k.op = QO_LOADU32;
			if (c->range[in->b] & R_U32)
				gs_add(s, k);
		}
		return;
	case QO_LOAD64 ... QO_LOADP:
		if (c->range[in->a] & R_DATA) {
			gs_kill_reg(s, d);
			return;
		}
		k = mem_key(c, s, in->op, in->a, in->imm, d);
		x = gs_find_mem(s, &k);
		if (!x) {
			gs_kill_reg(s, d);
			if (k.cbase || k.base != d)
				gs_add(s, k);
			return;
		}
		if (x == d) /* d already holds it: nothing changes */
			return;
		if (is_i64(c, d) && gs_const(c, s, x, &v))
			make_movi(&to, d, v);
		else
			make_mov(&to, d, x);
		grewrite(c, in, &to);
		gs_set_copy(c, s, d, x);
		return;
	case QO_MOV:
		x = in->a;
		if (d == x || groot(s, x) == groot(s, d))
			return;
		if (is_i64(c, d) && gs_const(c, s, x, &v)) {
			make_movi(&to, d, v);
			grewrite(c, in, &to);
		}
		gs_set_copy(c, s, d, x);
		return;
	case QO_MOVI:
		gs_kill_reg(s, d);
		if (is_i64(c, d) && !(c->range[d] & R_CONST))
			gs_add_val(s, F_CONST, d, in->imm);
		return;
	case QO_AND:
	case QO_OR:
		if (gmask_op(c, s, in))
			return;
		/* fall through */
	case QO_ADD ... QO_MOD:
	case QO_XOR ... QO_LNOT:
		if (gknown_op(c, s, in, &v)) {
			make_movi(&to, d, v);
			grewrite(c, in, &to);
			gs_kill_reg(s, d);
			if (!(c->range[d] & R_CONST))
				gs_add_val(s, F_CONST, d, v);
			return;
		}
		x = groot(s, in->a);
		k = (struct gfact){ .kind = F_CMP,
				    .op = (uint8_t)in->op,
				    .r = d,
				    .a = x,
				    .b = groot(s, in->b) };
		gs_kill_reg(s, d);
		if ((in->op == QO_EQ || in->op == QO_NE) && d != k.a &&
		    d != k.b)
			gs_add(s, k);
		return;
	default:
		d = qir_insn_def(in);
		if (d)
			gs_kill_reg(s, d);
		return;
	}
}

/* Whether R lives in block ME - 1 only and holds no memory contents
 * (KEEP: the registers of the memory facts, which later loads in other
 * blocks may read instead of memory). */
static bool gdead(const struct gctx *c, uint32_t me, const struct gregs *keep,
		  qir_reg r)
{
	return c->local[r] == me && !gr_has(keep, r);
}

/* Facts that mention a register living in block B only are of no use
 * after it, unless it holds memory contents; dropping them keeps the sets
 * small, so the facts that matter (guards, memory) are not crowded out. */
static void gs_drop_local(const struct gctx *c, struct gset *s, size_t b)
{
	uint32_t me = (uint32_t)b + 1;
	struct gregs keep = { 0 };
	int j = 0;

	for (int i = 0; i < s->n; i++)
		if (s->e[i].kind == F_MEM)
			gr_set(&keep, s->e[i].r);
	memset(&s->regs, 0, sizeof s->regs);
	for (int i = 0; i < s->n; i++) {
		const struct gfact *e = &s->e[i];

		if (gdead(c, me, &keep, e->r) || gdead(c, me, &keep, e->a) ||
		    gdead(c, me, &keep, e->b) ||
		    (e->kind == F_MEM && !e->cbase &&
		     gdead(c, me, &keep, (qir_reg)e->base)))
			continue;
		gf_regs(e, &s->regs);
		s->e[j++] = *e;
	}
	s->n = j;
}

/* Which registers live in one block: one definition, every use in its
 * block.  Register 0 (no register) is never local. */
static void glocals(struct gctx *c)
{
	const struct qir_func *f = c->f;
	uint8_t *ndefs = scalloc(f->regs.n + 1, 1);
	qir_reg u[QIR_MAX_ARGS];

	for (size_t b = 0; b < c->nblocks; b++)
		for (size_t i = c->start[b]; i < c->start[b + 1]; i++) {
			qir_reg d = qir_insn_def(&f->code.v[i]);

			if (d && ndefs[d] < 2 && ++ndefs[d] == 1)
				c->local[d] = (uint32_t)b + 1;
		}
	for (qir_reg r = 1; r <= f->regs.n; r++)
		if (ndefs[r] != 1 || r <= f->nparams)
			c->local[r] = 0;
	for (size_t b = 0; b < c->nblocks; b++)
		for (size_t i = c->start[b]; i < c->start[b + 1]; i++) {
			int n = qir_insn_uses(f, &f->code.v[i], u);

			for (int k = 0; k < n; k++)
				if (c->local[u[k]] != (uint32_t)b + 1)
					c->local[u[k]] = 0;
		}
	sfree(ndefs);
}

/* The facts on the edge leaving block B (TAKEN: the branch's edge). */
static void gedge_set(const struct gctx *c, size_t b, bool taken,
		      struct gset *s)
{
	const struct qir_insn *last = &c->f->code.v[c->start[b + 1] - 1];
	const struct gfact *e;
	qir_reg t;
	bool nz;

	gs_copy(s, &c->end[c->slot[b]]);
	if (last->op != QO_BT && last->op != QO_BF) {
		gs_drop_local(c, s, b);
		return;
	}
	t = groot(s, last->a);
	nz = (last->op == QO_BT) == taken;
	if ((e = gs_find(s, F_CMP, t))) {
		struct gfact x = *e;
		int64_t va = 0, vb = 0;
		bool ka = gs_const(c, s, x.a, &va);
		bool kb = gs_const(c, s, x.b, &vb);

		if ((x.op == QO_EQ) == nz) { /* a == b */
			if (kb && !ka) {
				gs_learn_and(c, s, x.a, true, vb);
				gs_learn_const(c, s, x.a, vb);
			} else if (ka && !kb) {
				gs_learn_and(c, s, x.b, true, va);
				gs_learn_const(c, s, x.b, va);
			}
		} else if (kb && vb == 0) { /* a != b */
			gs_add_val(s, F_NZ, x.a, 0);
			gs_learn_and(c, s, x.a, false, 0);
		} else if (ka && va == 0) {
			gs_add_val(s, F_NZ, x.b, 0);
			gs_learn_and(c, s, x.b, false, 0);
		}
	}
	gs_learn_and(c, s, t, !nz, 0);
	if (nz)
		gs_add_val(s, F_NZ, t, 0);
	else
		gs_learn_const(c, s, t, 0);
	gs_drop_local(c, s, b);
}

/* R_CONST for registers whose only definition is a movi; R_S32/R_U32
 * when every definition yields a value that a 32-bit store and the
 * matching load give back unchanged. */
static void granges(struct gctx *c)
{
	const struct qir_func *f = c->f;
	uint8_t *ndefs = scalloc(f->regs.n + 1, 1);

	for (qir_reg r = 1; r <= f->regs.n; r++)
		c->range[r] = r <= f->nparams ? 0 : R_S32 | R_U32;
	for (qir_reg r = 1; r <= f->nparams; r++)
		ndefs[r] = 1;
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];
		qir_reg d = qir_insn_def(in);
		uint8_t keep = 0;

		if (!d)
			continue;
		if (ndefs[d] < 2)
			ndefs[d]++;
		if (in->op == QO_MOVI)
			keep = (in->imm >= INT32_MIN && in->imm <= INT32_MAX
					? R_S32
					: 0) |
			       (in->imm >= 0 && in->imm <= UINT32_MAX ? R_U32
								      : 0);
		else if ((in->op >= QO_EQ && in->op <= QO_GE) ||
			 in->op == QO_LNOT)
			keep = R_S32 | R_U32;
		else if (in->op == QO_LOAD32)
			keep = R_S32;
		else if (in->op == QO_LOADU32)
			keep = R_U32;
		c->range[d] &= keep;
	}
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (in->op == QO_MOVI && ndefs[in->d] == 1) {
			c->range[in->d] |= R_CONST;
			c->cval[in->d] = in->imm;
		}
		if (in->op == QO_ADDR)
			c->range[in->d] |= R_DATA;
	}
	for (qir_reg r = f->nparams + 1; r <= f->regs.n; r++)
		if (ndefs[r] > 1)
			c->range[r] |= R_MULTI;
	sfree(ndefs);
}

static bool is_jump(enum qir_op op)
{
	return op == QO_JMP || op == QO_BT || op == QO_BF || op == QO_RET;
}

/* Blocks, their successors and predecessor edges. */
static void gblocks(struct gctx *c)
{
	const struct qir_func *f = c->f;
	size_t n = 0;
	uint32_t *cnt;

	c->start = smalloc((f->code.n + 1) * sizeof *c->start);
	c->lab_blk = smalloc((f->nlabels + 1) * sizeof *c->lab_blk);
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (i == 0 || in->op == QO_LABEL ||
		    is_jump(f->code.v[i - 1].op))
			c->start[n++] = i;
		if (in->op == QO_LABEL)
			c->lab_blk[in->lab] = n - 1;
	}
	c->start[n] = f->code.n;
	c->nblocks = n;
	c->succ = smalloc(2 * n * sizeof *c->succ);
	cnt = scalloc(n + 1, sizeof *cnt);
	for (size_t b = 0; b < n; b++) {
		const struct qir_insn *l = &f->code.v[c->start[b + 1] - 1];
		size_t *to = &c->succ[2 * b];

		to[0] = to[1] = SIZE_MAX;
		if (l->op == QO_JMP || l->op == QO_BT || l->op == QO_BF)
			to[0] = c->lab_blk[l->lab];
		if (l->op != QO_JMP && l->op != QO_RET && b + 1 < n)
			to[1] = b + 1;
		for (int j = 0; j < 2; j++)
			if (to[j] != SIZE_MAX)
				cnt[to[j] + 1]++;
	}
	for (size_t b = 0; b < n; b++)
		cnt[b + 1] += cnt[b];
	c->pstart = smalloc((n + 1) * sizeof *c->pstart);
	memcpy(c->pstart, cnt, (n + 1) * sizeof *cnt);
	c->preds = smalloc((cnt[n] + 1) * sizeof *c->preds);
	for (size_t b = 0; b < n; b++)
		for (int j = 0; j < 2; j++) {
			size_t to = c->succ[2 * b + j];

			if (to != SIZE_MAX)
				c->preds[cnt[to]++] =
					(struct gedge){ (uint32_t)b, j == 0 };
		}
	sfree(cnt);
}

/* Reverse post-order of the blocks reachable from the entry. */
static void grpo(struct gctx *c)
{
	size_t n = c->nblocks, sp = 0, k = n;
	size_t *stack = smalloc(n * sizeof *stack);
	uint8_t *next = scalloc(n, 1); /* successors pushed so far */

	c->order = smalloc(n * sizeof *c->order);
	c->rpo = smalloc(n * sizeof *c->rpo);
	memset(c->rpo, 0xff, n * sizeof *c->rpo);
	stack[sp++] = 0;
	c->rpo[0] = 0; /* visited; the real positions come below */
	while (sp) {
		size_t b = stack[sp - 1], s;

		if (next[b] == 2) {
			c->order[--k] = b;
			sp--;
			continue;
		}
		s = c->succ[2 * b + next[b]++];
		if (s != SIZE_MAX && c->rpo[s] == UINT32_MAX) {
			c->rpo[s] = 0;
			stack[sp++] = s;
		}
	}
	c->nrpo = n - k;
	memmove(c->order, c->order + k, c->nrpo * sizeof *c->order);
	for (size_t i = 0; i < c->nrpo; i++)
		c->rpo[c->order[i]] = (uint32_t)i;
	sfree(stack);
	sfree(next);
}

/* Recomputes the entry set of block B from the predecessors that ran;
 * returns true when it changed.  SIMPLE: a backward edge means empty. */
static bool gblock_in(struct gctx *c, size_t b, bool simple)
{
	struct gset *in = &c->in[c->slot[b]];
	bool first = !c->seen[b], changed = false;

	if (b == 0 || c->cold[b]) {
		in->n = 0;
		memset(&in->regs, 0, sizeof in->regs);
		c->seen[b] = 1;
		return first;
	}
	for (uint32_t i = c->pstart[b]; i < c->pstart[b + 1]; i++) {
		const struct gedge *e = &c->preds[i];

		if (simple && c->rpo[e->from] >= c->rpo[b]) {
			changed = first || in->n;
			in->n = 0;
			memset(&in->regs, 0, sizeof in->regs);
			c->seen[b] = 1;
			return changed;
		}
		if (!c->done[e->from])
			continue;
		if (first) {
			gedge_set(c, e->from, e->taken, in);
			first = false;
			changed = true;
		} else {
			gedge_set(c, e->from, e->taken, c->tmp);
			changed |= gs_meet(in, c->tmp);
		}
	}
	if (first)
		return false; /* not reached yet */
	c->seen[b] = 1;
	return changed;
}

static void grun_block(struct gctx *c, size_t b)
{
	struct gset *s = &c->end[c->slot[b]];

	gs_copy(s, &c->in[c->slot[b]]);
	if (c->cold[b])
		s->n = 0; /* nothing learnt, nothing rewritten */
	else
		for (size_t i = c->start[b]; i < c->start[b + 1]; i++)
			gtransfer(c, s, &c->f->code.v[i]);
	c->done[b] = 1;
	for (int j = 0; j < 2; j++)
		if (c->succ[2 * b + j] != SIZE_MAX)
			c->dirty[c->succ[2 * b + j]] = 1;
}

static void gsolve(struct gctx *c)
{
	for (size_t i = 0; i < c->nrpo; i++)
		c->dirty[c->order[i]] = 1;
	for (int round = 0; round < GF_ROUNDS; round++) {
		bool any = false;

		for (size_t i = 0; i < c->nrpo; i++) {
			size_t b = c->order[i];

			if (!c->dirty[b])
				continue;
			c->dirty[b] = 0;
			if (!gblock_in(c, b, false))
				continue;
			grun_block(c, b);
			any = true;
		}
		if (!any)
			return;
	}
	memset(c->seen, 0, c->nblocks);
	memset(c->done, 0, c->nblocks);
	for (size_t i = 0; i < c->nrpo; i++) {
		gblock_in(c, c->order[i], true);
		grun_block(c, c->order[i]);
	}
}

static bool avail(struct qir_func *f)
{
	struct gctx c = { .f = f };
	size_t nhot = 1;

	if (f->code.n == 0)
		return false;
	c.range = scalloc(f->regs.n + 1, 1);
	c.cval = scalloc(f->regs.n + 1, sizeof *c.cval);
	granges(&c);
	gblocks(&c);
	c.local = scalloc(f->regs.n + 1, sizeof *c.local);
	glocals(&c);
	/* cold blocks share one set, always empty: only hot ones have
	 * their own (the sets are most of the pass's memory) */
	c.cold = scalloc(c.nblocks, 1);
	c.slot = scalloc(c.nblocks, sizeof *c.slot);
	for (size_t b = 0; b < c.nblocks; b++) {
		const struct qir_insn *in = &f->code.v[c.start[b]];

		c.cold[b] = in->op == QO_LABEL ? qir_label_cold(f, in->lab)
					       : b && c.cold[b - 1];
		c.slot[b] = c.cold[b] ? 0 : nhot++;
	}
	grpo(&c);
	c.in = smalloc(nhot * sizeof *c.in);
	c.end = smalloc(nhot * sizeof *c.end);
	c.tmp = smalloc(sizeof *c.tmp);
	c.seen = scalloc(3 * c.nblocks, 1);
	c.done = c.seen + c.nblocks;
	c.dirty = c.done + c.nblocks;
	gsolve(&c);
	/* Blocks never reached stay as they are. */
	c.rewrite = true;
	for (size_t i = 0; i < c.nrpo; i++)
		grun_block(&c, c.order[i]);
	sfree(c.range);
	sfree(c.cval);
	sfree(c.local);
	sfree(c.cold);
	sfree(c.slot);
	sfree(c.start);
	sfree(c.lab_blk);
	sfree(c.succ);
	sfree(c.pstart);
	sfree(c.preds);
	sfree(c.order);
	sfree(c.rpo);
	sfree(c.in);
	sfree(c.end);
	sfree(c.tmp);
	sfree(c.seen);
	return c.changed;
}

void qir_pass_avail(struct qir_func *f)
{
	avail(f);
}

/* ----------------------------------------------------------------- dce */

static bool pure(enum qir_op op)
{
	return (op >= QO_MOVI && op <= QO_LNOT) ||
	       (op >= QO_LOAD64 && op <= QO_LOADP);
}

/*
 * Three sweeps, each rule in its own place, where one function per rule
 * walked the code six times a round (a third of the first compile's
 * passes):
 *  - forward: `jmp L` goes when L follows with only NOPs and labels
 *    between; the branches left mark the labels they reference;
 *  - forward: code after jmp/ret up to the next referenced label cannot
 *    run, and labels nobody references only split blocks, so both go;
 *    the uses of what stays are counted;
 *  - backward: results nobody reads go (one sweep with the use counts
 *    catches chains whose uses follow their definitions);
 * then the NOPs are squeezed out, from the first one on (none: no copy).
 */
static bool dce_jumps(struct qir_func *f, uint8_t *refd)
{
	bool changed = false;

	for (size_t i = 0; i < f->code.n; i++) {
		struct qir_insn *in = &f->code.v[i];

		if (in->op == QO_BT || in->op == QO_BF)
			refd[in->lab] = 1;
		if (in->op != QO_JMP)
			continue;
		size_t j = i + 1;
		for (; j < f->code.n; j++) {
			const struct qir_insn *n = &f->code.v[j];

			if ((n->op == QO_LABEL && n->lab == in->lab) ||
			    (n->op != QO_NOP && n->op != QO_LABEL))
				break;
		}
		if (j < f->code.n && f->code.v[j].op == QO_LABEL) {
			make_nop(in);
			changed = true;
		} else {
			refd[in->lab] = 1;
		}
	}
	return changed;
}

/* NOPS counts the NOPs met and made. */
static bool dce_unreachable(struct qir_func *f, const uint8_t *refd,
			    uint32_t *uses, size_t *nops)
{
	bool dead = false, changed = false;
	qir_reg u[QIR_MAX_ARGS];

	for (size_t i = 0; i < f->code.n; i++) {
		struct qir_insn *in = &f->code.v[i];

		if (in->op == QO_LABEL && refd[in->lab])
			dead = false;
		if (in->op == QO_NOP) {
			++*nops;
			continue;
		}
		if (dead || (in->op == QO_LABEL && !refd[in->lab])) {
			make_nop(in);
			++*nops;
			changed = true;
			continue;
		}
		if (in->op == QO_JMP || in->op == QO_RET)
			dead = true;
		int n = qir_insn_uses(f, in, u);
		for (int k = 0; k < n; k++)
			uses[u[k]]++;
	}
	return changed;
}

static bool dce_dead(struct qir_func *f, uint32_t *uses, size_t *nops)
{
	qir_reg u[QIR_MAX_ARGS];
	bool changed = false;

	for (size_t i = f->code.n; i-- > 0;) {
		struct qir_insn *in = &f->code.v[i];

		if (!pure(in->op) || uses[in->d] != 0)
			continue;
		int n = qir_insn_uses(f, in, u);
		for (int k = 0; k < n; k++)
			uses[u[k]]--;
		make_nop(in);
		++*nops;
		changed = true;
	}
	return changed;
}

static bool dce(struct qir_func *f)
{
	uint8_t *refd = scalloc(f->nlabels + 1, 1);
	uint32_t *uses = scalloc(f->regs.n + 1, sizeof *uses);
	size_t nops = 0, j = 0;
	bool changed;

	changed = dce_jumps(f, refd);
	changed |= dce_unreachable(f, refd, uses, &nops);
	changed |= dce_dead(f, uses, &nops);
	sfree(refd);
	sfree(uses);
	if (!nops)
		return changed;
	while (j < f->code.n && f->code.v[j].op != QO_NOP)
		j++;
	for (size_t i = j; i < f->code.n; i++)
		if (f->code.v[i].op != QO_NOP)
			f->code.v[j++] = f->code.v[i];
	f->code.n = j;
	return changed;
}

void qir_pass_dce(struct qir_func *f)
{
	dce(f);
}

/* avail runs once: measured on the benchmark loops, later rounds find
 * nothing the first did not, and it is the dearest pass.  It runs first:
 * it sees through the moves qir_pass_promote leaves, and one round of
 * cleaning after it costs half as much as one before and one after. */
void qir_optimize_global(struct qir_func *f)
{
	avail(f);
	copies(f);
	qir_optimize(f);
}

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
