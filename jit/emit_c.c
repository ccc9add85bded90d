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
 *  - Registers are locals r1..rN (parameters are r1..rNPARAMS), all
 *    declared at the top and zero-initialised; labels are `L<n>:;` (the
 *    empty statement lets a label end a block).  Names r<N> and L<N> are
 *    therefore reserved: symbols must not use them.
 *  - The text is produced in one linear walk; compile time matters.
 *  - Data symbols are declared `extern char NAME[];`, so QO_ADDR is just
 *    the array name converted to char *.
 */
#include <inttypes.h>

#include "ir/qir.h"

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

static void emit_bin(const struct qir_insn *in, struct strbuf *out)
{
	uint32_t d = in->d, a = in->a, b = in->b;

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

static void emit_mem(const struct qir_insn *in, struct strbuf *out)
{
	bool store = in->op == QO_STORE64 || in->op == QO_STORE32;

	if (!store)
		sb_addf(out, "r%u = ", in->d);
	sb_addf(out, "*(%s *)(r%u + ", mem_type(in->op), in->a);
	lit(out, in->imm);
	sb_adds(out, ")");
	if (in->op == QO_STORE32)
		sb_addf(out, " = (int)r%u", in->b);
	else if (store)
		sb_addf(out, " = r%u", in->b);
	sb_adds(out, ";\n");
}

static void emit_call(const struct qir_unit *u, const struct qir_insn *in,
		      struct strbuf *out)
{
	if (in->d)
		sb_addf(out, "r%u = ", in->d);
	sb_addf(out, "%s(", u->syms.v[in->sym].name);
	for (int k = 0; k < in->nargs; k++)
		sb_addf(out, "%sr%u", k ? ", " : "", in->args[k]);
	sb_adds(out, ");\n");
}

static void emit_insn(const struct qir_unit *u, const struct qir_func *f,
		      const struct qir_insn *in, struct strbuf *out)
{
	if (in->op == QO_LABEL) {
		sb_addf(out, "L%u:;\n", in->lab);
		return;
	}
	if (in->op == QO_NOP)
		return;
	sb_addc(out, '\t');
	switch (in->op) {
	case QO_MOVI:
		if (qir_reg_type(f, in->d) == QT_PTR) {
			sb_addf(out, "r%u = (char *)0x%" PRIx64 "ULL;\n", in->d,
				(uint64_t)in->imm);
		} else {
			sb_addf(out, "r%u = ", in->d);
			lit(out, in->imm);
			sb_adds(out, ";\n");
		}
		break;
	case QO_MOV:
		sb_addf(out, "r%u = r%u;\n", in->d, in->a);
		break;
	case QO_ADDR:
		sb_addf(out, "r%u = (char *)%s;\n", in->d,
			u->syms.v[in->sym].name);
		break;
	case QO_ADD ... QO_GE:
		emit_bin(in, out);
		break;
	case QO_NEG:
		sb_addf(out,
			"r%u = (long long)(0ULL - (unsigned long long)r%u);\n",
			in->d, in->a);
		break;
	case QO_NOT:
		sb_addf(out, "r%u = ~r%u;\n", in->d, in->a);
		break;
	case QO_LNOT:
		sb_addf(out, "r%u = !r%u;\n", in->d, in->a);
		break;
	case QO_LOAD64 ... QO_STORE32:
		emit_mem(in, out);
		break;
	case QO_JMP:
		sb_addf(out, "goto L%u;\n", in->lab);
		break;
	case QO_BT:
		sb_addf(out, "if (r%u) goto L%u;\n", in->a, in->lab);
		break;
	case QO_BF:
		sb_addf(out, "if (!r%u) goto L%u;\n", in->a, in->lab);
		break;
	case QO_CALL:
		emit_call(u, in, out);
		break;
	case QO_RET:
		if (in->a)
			sb_addf(out, "return r%u;\n", in->a);
		else
			sb_adds(out, "return 0;\n");
		break;
	default:
		sb_adds(out, ";\n");
		break;
	}
}

static void emit_func(const struct qir_unit *u, const struct qir_func *f,
		      struct strbuf *out)
{
	sb_addf(out, "\nlong long %s(", f->name);
	for (uint32_t r = 1; r <= f->nparams; r++) {
		enum qir_type t = qir_reg_type(f, r);

		sb_addf(out, "%s%s%sr%u", r > 1 ? ", " : "", ctype(t),
			t == QT_PTR ? "" : " ", r);
	}
	sb_adds(out, f->nparams ? ")\n{\n" : "void)\n{\n");
	for (uint32_t r = f->nparams + 1; r <= f->regs.n; r++) {
		enum qir_type t = qir_reg_type(f, r);

		sb_addf(out, "\t%s%sr%u = 0;\n", ctype(t),
			t == QT_PTR ? "" : " ", r);
	}
	for (size_t i = 0; i < f->code.n; i++)
		emit_insn(u, f, &f->code.v[i], out);
	sb_adds(out, "}\n");
}

void qir_emit_c(const struct qir_unit *u, struct strbuf *out)
{
	emit_decls(u, out);
	for (size_t i = 0; i < u->funcs.n; i++)
		emit_func(u, u->funcs.v[i], out);
}
