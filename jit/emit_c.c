/*
 * emit_c.c - renders a QIR unit as self-contained C for the libtcc backend.
 *
 * Invariants of the generated text (what a reader must keep when changing
 * this file):
 *  - No #include and nothing from libtcc1 or the C library: only `long
 *    long`, `unsigned long long`, `int`, `unsigned int` and `char *`; no
 *    varargs, alloca, long double or 128-bit types.  Every external name is
 *    a unit symbol, declared `extern` here and bound with tcc_add_symbol.
 *  - No undefined behaviour for any operand values: + - * and << and
 *    negation go through unsigned long long; division and remainder by -1
 *    are special-cased (INT64_MIN / -1 wraps, % -1 is 0); shift counts are
 *    masked with 63.  Conversions of out-of-range unsigned values to long
 *    long and `>>` of negative values are implementation-defined, and
 *    two's complement / arithmetic in every compiler we use (tcc, gcc,
 *    clang).  Division by zero never reaches here (the lowering guards it).
 *  - Registers live in locals r1..rN, all declared at the top and
 *    zero-initialised; registers whose live ranges never meet share one
 *    (ir/live.h), so rN is a local's number, not a register's; labels are `L<n>:;` (the
 *    empty statement lets a label end a block).  Names r<N> and L<N> are
 *    therefore reserved: symbols must not use them.
 *  - The text is produced in one linear walk; compile time matters.
 *  - Data symbols are declared `extern char NAME[];`, so QO_ADDR is just
 *    the array name converted to char *.
 */
#include <inttypes.h>

#include "ir/live.h"
#include "ir/qir.h"
#include "ir/scratch.h"

static const char *ctype(enum qir_type t)
{
	switch (t) {
	case QT_I64:
		return "long long";
	case QT_PTR:
		return "char *";
	default:
		return "void";
	}
}

/* A long long literal; INT64_MIN has no literal of its own. */
static void lit(struct strbuf *out, int64_t v)
{
	if (v == INT64_MIN)
		sb_adds(out, "(-9223372036854775807LL - 1)");
	else
		sb_addf(out, "%" PRId64 "LL", v);
}

static void emit_decls(const struct qir_unit *u, struct strbuf *out)
{
	for (size_t i = 0; i < u->syms.n; i++) {
		const struct qir_sym *s = &u->syms.v[i];

		if (s->kind == QS_DATA) {
			sb_addf(out, "extern char %s[];\n", s->name);
			continue;
		}
		sb_addf(out, "extern %s %s(", ctype(s->ret), s->name);
		for (int k = 0; k < s->nargs; k++)
			sb_addf(out, "%s%s", k ? ", " : "", ctype(s->args[k]));
		sb_adds(out, s->nargs ? ");\n" : "void);\n");
	}
}

static const char *binop_text(enum qir_op op)
{
	switch (op) {
	case QO_AND:
		return "&";
	case QO_OR:
		return "|";
	case QO_XOR:
		return "^";
	case QO_EQ:
		return "==";
	case QO_NE:
		return "!=";
	case QO_LT:
		return "<";
	case QO_LE:
		return "<=";
	case QO_GT:
		return ">";
	case QO_GE:
		return ">=";
	case QO_ADD:
		return "+";
	case QO_SUB:
		return "-";
	case QO_MUL:
		return "*";
	default:
		return "?";
	}
}

static void emit_bin(const struct qir_insn *in, const uint32_t *nm,
		     struct strbuf *out)
{
	uint32_t d = nm[in->d], a = nm[in->a], b = nm[in->b];

	switch (in->op) {
	case QO_ADD:
	case QO_SUB:
	case QO_MUL:
		sb_addf(out,
			"r%u = (long long)((unsigned long long)r%u %s "
			"(unsigned long long)r%u);\n",
			d, a, binop_text(in->op), b);
		break;
	case QO_DIV:
		sb_addf(out,
			"r%u = r%u == -1 ? (long long)(0ULL - "
			"(unsigned long long)r%u) : r%u / r%u;\n",
			d, b, a, a, b);
		break;
	case QO_MOD:
		sb_addf(out, "r%u = r%u == -1 ? 0 : r%u %% r%u;\n", d, b, a, b);
		break;
	case QO_SHL:
		sb_addf(out,
			"r%u = (long long)((unsigned long long)r%u << "
			"(r%u & 63));\n",
			d, a, b);
		break;
	case QO_SHR:
		sb_addf(out, "r%u = r%u >> (r%u & 63);\n", d, a, b);
		break;
	default:
		sb_addf(out, "r%u = r%u %s r%u;\n", d, a, binop_text(in->op),
			b);
		break;
	}
}

static const char *mem_type(enum qir_op op)
{
	switch (op) {
	case QO_LOAD64:
	case QO_STORE64:
		return "long long";
	case QO_LOAD32:
	case QO_STORE32:
		return "int";
	case QO_LOADU32:
		return "unsigned int";
	default:
		return "char *";
	}
}

static void emit_mem(const struct qir_insn *in, const uint32_t *nm,
		     struct strbuf *out)
{
	bool store = in->op == QO_STORE64 || in->op == QO_STORE32;

	if (!store)
		sb_addf(out, "r%u = ", nm[in->d]);
	sb_addf(out, "*(%s *)(r%u + ", mem_type(in->op), nm[in->a]);
	lit(out, in->imm);
	sb_adds(out, ")");
	if (in->op == QO_STORE32)
		sb_addf(out, " = (int)r%u", nm[in->b]);
	else if (store)
		sb_addf(out, " = r%u", nm[in->b]);
	sb_adds(out, ";\n");
}

static void emit_call(const struct qir_unit *u, const struct qir_func *f,
		      const struct qir_insn *in, const uint32_t *nm,
		      struct strbuf *out)
{
	if (in->d)
		sb_addf(out, "r%u = ", nm[in->d]);
	sb_addf(out, "%s(", u->syms.v[in->sym].name);
	for (int k = 0; k < in->nargs; k++)
		sb_addf(out, "%sr%u", k ? ", " : "",
			nm[qir_call_args(f, in)[k]]);
	sb_adds(out, ");\n");
}

static void emit_insn(const struct qir_unit *u, const struct qir_func *f,
		      const struct qir_insn *in, const uint32_t *nm,
		      struct strbuf *out)
{
	uint32_t d, a;

	if (in->op == QO_LABEL) {
		sb_addf(out, "L%u:;\n", in->lab);
		return;
	}
	if (in->op == QO_NOP)
		return;
	d = nm[in->d];
	a = nm[in->a];
	sb_addc(out, '\t');
	switch (in->op) {
	case QO_MOVI:
		if (qir_reg_type(f, in->d) == QT_PTR) {
			sb_addf(out, "r%u = (char *)0x%" PRIx64 "ULL;\n", d,
				(uint64_t)in->imm);
		} else {
			sb_addf(out, "r%u = ", d);
			lit(out, in->imm);
			sb_adds(out, ";\n");
		}
		break;
	case QO_MOV:
		if (d != a) /* a move between registers sharing a local */
			sb_addf(out, "r%u = r%u;\n", d, a);
		else
			sb_adds(out, ";\n");
		break;
	case QO_ADDR:
		sb_addf(out, "r%u = (char *)%s;\n", d, u->syms.v[in->sym].name);
		break;
	case QO_ADD ... QO_GE:
		emit_bin(in, nm, out);
		break;
	case QO_NEG:
		sb_addf(out,
			"r%u = (long long)(0ULL - (unsigned long long)r%u);\n",
			d, a);
		break;
	case QO_NOT:
		sb_addf(out, "r%u = ~r%u;\n", d, a);
		break;
	case QO_LNOT:
		sb_addf(out, "r%u = !r%u;\n", d, a);
		break;
	case QO_LOAD64 ... QO_STORE32:
		emit_mem(in, nm, out);
		break;
	case QO_JMP:
		sb_addf(out, "goto L%u;\n", in->lab);
		break;
	case QO_BT:
		sb_addf(out, "if (r%u) goto L%u;\n", a, in->lab);
		break;
	case QO_BF:
		sb_addf(out, "if (!r%u) goto L%u;\n", a, in->lab);
		break;
	case QO_CALL:
		emit_call(u, f, in, nm, out);
		break;
	case QO_RET:
		if (in->a)
			sb_addf(out, "return r%u;\n", a);
		else
			sb_adds(out, "return 0;\n");
		break;
	default:
		sb_adds(out, ";\n");
		break;
	}
}

/*
 * C locals.  tcc gives every local its own stack slot for the whole
 * function, so one local per QIR register made a frame of 8 bytes per
 * register (110 KB for a function of 300 statements).  Registers whose
 * live ranges never meet share one local instead (live_colour, one class
 * per C type): NM[r] is the number of r's local, from 1.  Parameters
 * overlap each other at position 0, so each has a local of its own.
 */
static uint32_t name_locals(const struct qir_func *f, uint32_t *nm)
{
	struct live lv;
	size_t n = 0;
	qir_reg *regs = smalloc((f->regs.n + 1) * sizeof *regs);
	uint8_t *cls = scalloc(f->regs.n + 1, sizeof *cls);
	uint32_t nlocals;

	live_compute(f, &lv);
	for (qir_reg r = 1; r <= f->regs.n; r++)
		if (lv.lo[r] != LIVE_NONE) {
			regs[n++] = r;
			cls[r] = qir_reg_type(f, r) == QT_PTR;
		}
	nlocals = live_colour(&lv, regs, n, cls, nm);
	for (size_t i = 0; i < n; i++)
		nm[regs[i]]++;
	live_free(&lv);
	sfree(regs);
	sfree(cls);
	return nlocals;
}

static void emit_func(const struct qir_unit *u, const struct qir_func *f,
		      struct strbuf *out)
{
	uint32_t *nm = scalloc(f->regs.n + 1, sizeof *nm);
	uint32_t nlocals = name_locals(f, nm);
	/* per local: the register that names its type, 0 for a parameter */
	qir_reg *rep = scalloc(nlocals + 1, sizeof *rep);

	for (qir_reg r = f->regs.n; r > f->nparams; r--)
		if (nm[r])
			rep[nm[r]] = r;
	sb_addf(out, "\nlong long %s(", f->name);
	for (uint32_t r = 1; r <= f->nparams; r++) {
		enum qir_type t = qir_reg_type(f, r);

		rep[nm[r]] = 0;
		sb_addf(out, "%s%s%sr%u", r > 1 ? ", " : "", ctype(t),
			t == QT_PTR ? "" : " ", nm[r]);
	}
	sb_adds(out, f->nparams ? ")\n{\n" : "void)\n{\n");
	for (uint32_t l = 1; l <= nlocals; l++) {
		enum qir_type t;

		if (!rep[l])
			continue;
		t = qir_reg_type(f, rep[l]);
		sb_addf(out, "\t%s%sr%u = 0;\n", ctype(t),
			t == QT_PTR ? "" : " ", l);
	}
	for (size_t i = 0; i < f->code.n; i++)
		emit_insn(u, f, &f->code.v[i], nm, out);
	sb_adds(out, "}\n");
	sfree(nm);
	sfree(rep);
}

void qir_emit_c(const struct qir_unit *u, struct strbuf *out)
{
	emit_decls(u, out);
	for (size_t i = 0; i < u->funcs.n; i++)
		emit_func(u, u->funcs.v[i], out);
}
