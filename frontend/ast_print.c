/*
 * ast_print.c - the --dump-ast format and the unparser.
 *
 * Dump format (stable; the golden files in tests/parse/ depend on it).
 * One node per line, "KIND [details] @LINE", children indented by two
 * spaces.  Section labels (cond, then, else, do, words, body, ...) are on
 * their own line with the section's nodes indented below them.
 *
 *   simple @L          children: "assign NAME= WORD" (or "assign NAME= null"
 *                      for `x=`), "arg WORD", then redirections
 *   redir FD OP WORD   e.g. "redir 2 >& word lit\"1\""; here-documents:
 *                      "redir 0 << delim \"EOF\" [quoted] [striptabs] WORD"
 *                      where WORD is the body ("word" alone when empty);
 *                      a named fd prints as "redir {NAME} OP WORD", &> and
 *                      &>> as OP with FD 1
 *   pipe @L / pipe ! @L           the commands
 *   and @L / or @L                left, right
 *   bg @L, subshell @L, group @L  the body list
 *   if @L / elif @L    sections cond, then, else (an elif is one "elif" node
 *                      inside else)
 *   while @L / until @L  sections cond, do
 *   for NAME @L / for NAME in @L  section words (for "in"), section do
 *   case @L            "subject WORD", then "item ;;" (or ;& ;;&) with
 *                      "pattern WORD" lines and a section body (absent when
 *                      the body is empty)
 *   funcdef NAME @L    the body command
 *   arith @L EXPR, arithfor @L INIT; COND; STEP (section body),
 *   cond @L EXPR (infix, parenthesised), xassign @L with "assign NAME[IX]=
 *   VALUE" / "+=" / "(ELEMS)" lines and arg lines   (bash extensions)
 * Redirections of compound commands follow their other children.
 *
 * Words: "word" [ "(glob,quoted,expand)" flags ] then the parts:
 *   lit"..."  qlit"..."  tilde"user"  dq[PARTS]
 *   param(NAME)  param(#NAME)  param(NAME OP [PARTS])   OP as written: :- %%
 *   extensions: param([!][#]NAME [index[PARTS]] [OP|prefix|keys] [ARG] [ARG2])
 *   cmdsub(SOURCE)  bq(SOURCE)    SOURCE is ast_unparse of the body
 *   arith(EXPR)    arith[PARTS] for the dynamic form
 * Strings escape \ " and control characters (\n \t \xHH).
 * Arithmetic is prefix and fully parenthesised: (+ 1 (* 2 x)), (neg x),
 * (! x), (~ x), (pos x), (= x 1), (+= x 1), (pre++ x), (post-- x),
 * (? c a b), (&& a b), (, a b); numbers are decimal, variables bare names.
 *
 * The unparser produces normalised, valid shell: ${name} braces, $( ) for
 * backquotes, quoted literals in single quotes, case patterns with a
 * leading '(', and here-document bodies after the line that uses them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime/util.h"
#include "parser.h"

/* ------------------------------------------------------------ dump */

static void unparse(struct strbuf *out, const struct node *list, bool oneline);

static void indent(struct strbuf *o, int n)
{
	for (int i = 0; i < n; i++)
		sb_adds(o, "  ");
}

static void qstr(struct strbuf *o, const char *s, size_t n)
{
	sb_addc(o, '"');
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\')
			sb_addf(o, "\\%c", c);
		else if (c == '\n')
			sb_adds(o, "\\n");
		else if (c == '\t')
			sb_adds(o, "\\t");
		else if (c < 0x20 || c == 0x7f)
			sb_addf(o, "\\x%02x", c);
		else
			sb_addc(o, (char)c);
	}
	sb_addc(o, '"');
}

static const char *binop_text(enum arith_op op)
{
	static const char *const t[] = {
		[AO_NONE] = "",   [AO_ADD] = "+",   [AO_SUB] = "-",
		[AO_MUL] = "*",   [AO_DIV] = "/",   [AO_MOD] = "%",
		[AO_POW] = "**",  [AO_SHL] = "<<",  [AO_SHR] = ">>",
		[AO_LT] = "<",    [AO_LE] = "<=",   [AO_GT] = ">",
		[AO_GE] = ">=",   [AO_EQ] = "==",   [AO_NE] = "!=",
		[AO_BAND] = "&",  [AO_BXOR] = "^",  [AO_BOR] = "|",
		[AO_NEG] = "neg", [AO_POS] = "pos", [AO_NOT] = "!",
		[AO_BNOT] = "~",
	};
	return t[op];
}

void ast_print_arith(struct strbuf *o, const struct arith *a)
{
	if (!a) {
		sb_adds(o, "null");
		return;
	}
	switch (a->kind) {
	case AK_NUM:
	case AK_SLOT:
		sb_addf(o, "%lld", (long long)a->num);
		return;
	case AK_VAR:
		sb_adds(o, a->name);
		return;
	case AK_UNARY:
		sb_addf(o, "(%s ", binop_text(a->op));
		ast_print_arith(o, a->a);
		break;
	case AK_BINARY:
	case AK_LAND:
	case AK_LOR:
	case AK_COMMA:
		sb_addf(o, "(%s ",
			a->kind == AK_LAND    ? "&&"
			: a->kind == AK_LOR   ? "||"
			: a->kind == AK_COMMA ? ","
					      : binop_text(a->op));
		ast_print_arith(o, a->a);
		sb_addc(o, ' ');
		ast_print_arith(o, a->b);
		break;
	case AK_COND:
		sb_adds(o, "(? ");
		ast_print_arith(o, a->a);
		sb_addc(o, ' ');
		ast_print_arith(o, a->b);
		sb_addc(o, ' ');
		ast_print_arith(o, a->c);
		break;
	case AK_ASSIGN:
		sb_addf(o, "(%s= %s ", binop_text(a->op), a->name);
		ast_print_arith(o, a->b);
		break;
	case AK_PREINC:
	case AK_PREDEC:
	case AK_POSTINC:
	case AK_POSTDEC:
		sb_addf(o, "(%s %s",
			a->kind == AK_PREINC    ? "pre++"
			: a->kind == AK_PREDEC  ? "pre--"
			: a->kind == AK_POSTINC ? "post++"
						: "post--",
			a->name);
		break;
	}
	sb_addc(o, ')');
}

static const char *param_op_text(enum param_op op, bool colon)
{
	switch (op) {
	case PO_DEFAULT:
		return colon ? ":-" : "-";
	case PO_ASSIGN:
		return colon ? ":=" : "=";
	case PO_ERROR:
		return colon ? ":?" : "?";
	case PO_ALT:
		return colon ? ":+" : "+";
	case PO_RSMALL:
		return "%";
	case PO_RLARGE:
		return "%%";
	case PO_LSMALL:
		return "#";
	case PO_LLARGE:
		return "##";
	case PO_SUBSTR:
		return ":";
	case PO_REPL:
		return "/";
	case PO_REPLALL:
		return "//";
	case PO_REPLPRE:
		return "/#";
	case PO_REPLSUF:
		return "/%";
	case PO_UPPER1:
		return "^";
	case PO_UPPER:
		return "^^";
	case PO_LOWER1:
		return ",";
	case PO_LOWER:
		return ",,";
	case PO_TOGGLE1:
		return "~";
	case PO_TOGGLE:
		return "~~";
	case PO_BAD:
		return "bad";
	default:
		return "";
	}
}

static void print_assign_body(struct strbuf *o, const struct assign *a);

static void print_parts(struct strbuf *o, const struct wpart *w)
{
	for (bool first = true; w; w = w->next, first = false) {
		if (!first)
			sb_addc(o, ' ');
		switch (w->kind) {
		case WP_LIT:
		case WP_QLIT:
		case WP_TILDE:
			sb_adds(o, w->kind == WP_LIT    ? "lit"
				   : w->kind == WP_QLIT ? "qlit"
							: "tilde");
			qstr(o, w->lit.s, w->lit.len);
			break;
		case WP_DQUOTE:
			sb_adds(o, "dq[");
			print_parts(o, w->sub);
			sb_addc(o, ']');
			break;
		case WP_PARAM:
			if (w->param.index || w->param.indirect ||
			    w->param.op >= PO_SUBSTR) {
				sb_addf(o, "param(%s%s%s",
					w->param.indirect ? "!" : "",
					w->param.op == PO_LENGTH ? "#" : "",
					w->param.name);
				if (w->param.index) {
					sb_adds(o, " index[");
					print_parts(o, w->param.index->parts);
					sb_adds(o, "]");
				}
				if (w->param.op == PO_PREFIX ||
				    w->param.op == PO_KEYS)
					sb_adds(o, w->param.op == PO_PREFIX
							   ? " prefix"
							   : " keys");
				else if (w->param.op == PO_XFORM)
					sb_addf(o, " @%c", w->param.xform);
				else if (w->param.op != PO_PLAIN &&
					 w->param.op != PO_LENGTH &&
					 w->param.op != PO_ELEM)
					sb_addf(o, " %s",
						param_op_text(w->param.op,
							      w->param.colon));
				if (w->param.arg) {
					sb_adds(o, " [");
					print_parts(o, w->param.arg->parts);
					sb_adds(o, "]");
				}
				if (w->param.arg2) {
					sb_adds(o, " [");
					print_parts(o, w->param.arg2->parts);
					sb_adds(o, "]");
				}
				sb_addc(o, ')');
			} else if (w->param.op == PO_PLAIN) {
				sb_addf(o, "param(%s)", w->param.name);
			} else if (w->param.op == PO_LENGTH) {
				sb_addf(o, "param(#%s)", w->param.name);
			} else {
				sb_addf(o, "param(%s %s [", w->param.name,
					param_op_text(w->param.op,
						      w->param.colon));
				if (w->param.arg)
					print_parts(o, w->param.arg->parts);
				sb_adds(o, "])");
			}
			break;
		case WP_PROCSUB:
			sb_adds(o, w->cmdsub.write ? "procsub>(" : "procsub<(");
			unparse(o, w->cmdsub.body, true);
			sb_addc(o, ')');
			break;
		case WP_CMDSUB:
			sb_adds(o, w->cmdsub.backquote ? "bq(" : "cmdsub(");
			unparse(o, w->cmdsub.body, true);
			sb_addc(o, ')');
			break;
		case WP_ARITH:
			if (w->arith.expr) {
				sb_adds(o, "arith(");
				ast_print_arith(o, w->arith.expr);
				sb_addc(o, ')');
			} else {
				sb_adds(o, "arith[");
				print_parts(o, w->arith.text);
				sb_addc(o, ']');
			}
			break;
		case WP_COMPOUND:
			sb_adds(o, "compound(");
			print_assign_body(o, w->compound);
			sb_addc(o, ')');
			break;
		}
	}
}

void ast_print_word(struct strbuf *o, const struct word *w)
{
	sb_adds(o, "word");
	if (!w)
		return;
	if (w->flags) {
		const char *sep = "(";
		if (w->flags & W_GLOB) {
			sb_addf(o, "%sglob", sep);
			sep = ",";
		}
		if (w->flags & W_QUOTED) {
			sb_addf(o, "%squoted", sep);
			sep = ",";
		}
		if (w->flags & W_EXPAND)
			sb_addf(o, "%sexpand", sep);
		sb_addc(o, ')');
	}
	if (w->parts) {
		sb_addc(o, ' ');
		print_parts(o, w->parts);
	}
}

static const char *redir_text(const struct redir *r)
{
	static const char *const t[] = {
		[R_IN] = "<",      [R_OUT] = ">",      [R_CLOBBER] = ">|",
		[R_APPEND] = ">>", [R_DUPIN] = "<&",   [R_DUPOUT] = ">&",
		[R_RDWR] = "<>",   [R_HEREDOC] = "<<", [R_HERESTR] = "<<<",
	};
	if (r->op == R_HEREDOC && (r->flags & RF_STRIPTABS))
		return "<<-";
	if (r->flags & RF_BOTH)
		return r->op == R_APPEND ? "&>>" : "&>";
	return t[r->op];
}

static void print_redirs(struct strbuf *o, const struct redir *r, int d)
{
	for (; r; r = r->next) {
		indent(o, d);
		if (r->fdvar)
			sb_addf(o, "redir {%s} %s ", r->fdvar, redir_text(r));
		else
			sb_addf(o, "redir %d %s ", r->fd, redir_text(r));
		if (r->op == R_HEREDOC) {
			sb_adds(o, "delim ");
			qstr(o, r->delim, strlen(r->delim));
			if (r->flags & RF_QUOTED)
				sb_adds(o, " quoted");
			if (r->flags & RF_STRIPTABS)
				sb_adds(o, " striptabs");
			sb_addc(o, ' ');
		}
		ast_print_word(o, r->target);
		sb_addc(o, '\n');
	}
}

static void print_list(struct strbuf *o, const struct node *n, int d);

static void section(struct strbuf *o, const char *label,
		    const struct node *list, int d)
{
	indent(o, d);
	sb_addf(o, "%s\n", label);
	print_list(o, list, d + 1);
}

static void print_asrc(struct strbuf *o, const struct arith_src *a)
{
	if (a->expr) {
		ast_print_arith(o, a->expr);
	} else if (a->text) {
		sb_adds(o, "text[");
		print_parts(o, a->text);
		sb_addc(o, ']');
	} else {
		sb_adds(o, "empty");
	}
}

static void print_cond(struct strbuf *o, const struct cond *c)
{
	switch (c->kind) {
	case CK_AND:
	case CK_OR:
		sb_addc(o, '(');
		print_cond(o, c->a);
		sb_adds(o, c->kind == CK_AND ? " && " : " || ");
		print_cond(o, c->b);
		sb_addc(o, ')');
		break;
	case CK_NOT:
		sb_adds(o, "!");
		print_cond(o, c->a);
		break;
	case CK_UNARY:
		sb_addf(o, "(%s ", c->op);
		ast_print_word(o, c->l);
		sb_addc(o, ')');
		break;
	case CK_BINARY:
		sb_addc(o, '(');
		ast_print_word(o, c->l);
		sb_addf(o, " %s ", c->op);
		ast_print_word(o, c->r);
		sb_addc(o, ')');
		break;
	case CK_WORD:
		ast_print_word(o, c->l);
		break;
	}
}

/* NAME[index]= value, NAME+= value, NAME= (elements), NAME= null. */
static void print_assign_body(struct strbuf *o, const struct assign *a)
{
	sb_adds(o, a->name);
	if (a->index) {
		sb_adds(o, "[");
		ast_print_word(o, a->index);
		sb_adds(o, "]");
	}
	sb_adds(o, a->append ? "+= " : "= ");
	if (a->compound) {
		sb_adds(o, "(");
		for (int i = 0; i < a->nelems; i++) {
			if (i)
				sb_addc(o, ' ');
			if (a->keys[i]) {
				sb_adds(o, "[");
				ast_print_word(o, a->keys[i]);
				sb_adds(o, "]=");
			}
			ast_print_word(o, a->elems[i]);
		}
		sb_adds(o, ")");
	} else if (a->value) {
		ast_print_word(o, a->value);
	} else {
		sb_adds(o, "null");
	}
}

static void print_node(struct strbuf *o, const struct node *n, int d)
{
	indent(o, d);
	switch (n->kind) {
	case N_SIMPLE:
		sb_addf(o, "simple @%d\n", n->lineno);
		for (const struct assign *a = n->simple.assigns; a;
		     a = a->next) {
			indent(o, d + 1);
			sb_adds(o, "assign ");
			print_assign_body(o, a);
			sb_addc(o, '\n');
		}
		for (int i = 0; i < n->simple.argc; i++) {
			indent(o, d + 1);
			sb_adds(o, "arg ");
			ast_print_word(o, n->simple.argv[i]);
			sb_addc(o, '\n');
		}
		break;
	case N_PIPE:
		sb_addf(o, "pipe%s @%d\n", n->pipe.bang ? " !" : "", n->lineno);
		for (const struct node *c = n->pipe.cmds; c; c = c->next)
			print_node(o, c, d + 1);
		break;
	case N_AND:
	case N_OR:
		sb_addf(o, "%s @%d\n", n->kind == N_AND ? "and" : "or",
			n->lineno);
		print_node(o, n->andor.left, d + 1);
		print_node(o, n->andor.right, d + 1);
		break;
	case N_BG:
	case N_SUBSHELL:
	case N_GROUP:
		sb_addf(o, "%s @%d\n",
			n->kind == N_BG      ? "bg"
			: n->kind == N_GROUP ? "group"
					     : "subshell",
			n->lineno);
		print_list(o, n->sub.body, d + 1);
		break;
	case N_IF:
		sb_addf(o, "%s @%d\n", n->if_.elif ? "elif" : "if", n->lineno);
		section(o, "cond", n->if_.cond, d + 1);
		section(o, "then", n->if_.then, d + 1);
		if (n->if_.els)
			section(o, "else", n->if_.els, d + 1);
		break;
	case N_WHILE:
	case N_UNTIL:
		sb_addf(o, "%s @%d\n", n->kind == N_WHILE ? "while" : "until",
			n->lineno);
		section(o, "cond", n->loop.cond, d + 1);
		section(o, "do", n->loop.body, d + 1);
		break;
	case N_FOR:
	case N_SELECT:
		sb_addf(o, "%s %s%s @%d\n", n->kind == N_FOR ? "for" : "select",
			n->for_.var, n->for_.has_in ? " in" : "", n->lineno);
		if (n->for_.has_in) {
			indent(o, d + 1);
			sb_adds(o, "words\n");
			for (int i = 0; i < n->for_.nwords; i++) {
				indent(o, d + 2);
				ast_print_word(o, n->for_.words[i]);
				sb_addc(o, '\n');
			}
		}
		section(o, "do", n->for_.body, d + 1);
		break;
	case N_CASE:
		sb_addf(o, "case @%d\n", n->lineno);
		indent(o, d + 1);
		sb_adds(o, "subject ");
		ast_print_word(o, n->case_.subject);
		sb_addc(o, '\n');
		for (const struct case_item *it = n->case_.items; it;
		     it = it->next) {
			indent(o, d + 1);
			sb_addf(o, "item %s\n",
				it->term == CASE_BREAK         ? ";;"
				: it->term == CASE_FALLTHROUGH ? ";&"
							       : ";;&");
			for (int i = 0; i < it->npats; i++) {
				indent(o, d + 2);
				sb_adds(o, "pattern ");
				ast_print_word(o, it->pats[i]);
				sb_addc(o, '\n');
			}
			if (it->body)
				section(o, "body", it->body, d + 2);
		}
		break;
	case N_FUNCDEF:
		sb_addf(o, "funcdef %s @%d\n", n->func.name, n->lineno);
		print_node(o, n->func.body, d + 1);
		break;
	case N_ARITH:
		sb_addf(o, "arith @%d ", n->lineno);
		print_asrc(o, &n->arith.e);
		sb_addc(o, '\n');
		break;
	case N_ARITHFOR:
		sb_addf(o, "arithfor @%d ", n->lineno);
		print_asrc(o, &n->arithfor.init);
		sb_adds(o, "; ");
		print_asrc(o, &n->arithfor.cond);
		sb_adds(o, "; ");
		print_asrc(o, &n->arithfor.step);
		sb_addc(o, '\n');
		section(o, "body", n->arithfor.body, d + 1);
		break;
	case N_COND:
		sb_addf(o, "cond @%d ", n->lineno);
		print_cond(o, n->cond.expr);
		sb_addc(o, '\n');
		break;
	case N_COPROC:
		sb_addf(o, "coproc %s @%d\n",
			n->coproc.name ? n->coproc.name : "COPROC", n->lineno);
		print_node(o, n->coproc.body, d + 1);
		break;
	case N_TIME:
		sb_addf(o, "time%s @%d\n", n->time.posix ? " -p" : "",
			n->lineno);
		if (n->time.body)
			print_node(o, n->time.body, d + 1);
		break;
	}
	print_redirs(o, n->redirs, d + 1);
}

static void print_list(struct strbuf *o, const struct node *n, int d)
{
	for (; n; n = n->next)
		print_node(o, n, d);
}

void ast_print(struct strbuf *out, const struct node *list)
{
	sb_addn(out, "", 0);
	print_list(out, list, 0);
}

/* ------------------------------------------------------------ unparse */

struct up {
	struct strbuf *o;
	int ind;
	bool oneline; /* for the dump: no newlines, bodies escaped */
	VEC(const struct redir *) hd; /* here-documents awaiting a newline */
	bool at_end; /* the text ends after the pending here-documents */
};

static void up_list(struct up *u, const struct node *n, bool inl);
static void up_node(struct up *u, const struct node *n);
static void up_parts(struct up *u, const struct wpart *w, int ctx);
static void up_nl(struct up *u, const char *sep);

enum { C_UNQ, C_DQ, C_HD };

static void up_qlit(struct up *u, const char *s, size_t n, int ctx)
{
	if (ctx == C_UNQ) {
		sb_addc(u->o, '\'');
		for (size_t i = 0; i < n; i++) {
			if (s[i] == '\'')
				sb_adds(u->o, "'\\''");
			else
				sb_addc(u->o, s[i]);
		}
		sb_addc(u->o, '\'');
		return;
	}
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '$' || s[i] == '`' || s[i] == '\\' ||
		    (ctx == C_DQ && s[i] == '"'))
			sb_addc(u->o, '\\');
		sb_addc(u->o, s[i]);
	}
}

/* PAREN: wrap compound expressions, needed everywhere but at the top. */
static void up_arith(struct up *u, const struct arith *a, bool paren)
{
	struct strbuf *o = u->o;
	switch (a->kind) {
	case AK_NUM:
	case AK_SLOT:
		sb_addf(o, "%lld", (long long)a->num);
		return;
	case AK_VAR:
		sb_adds(o, a->name);
		return;
	case AK_PREINC:
	case AK_PREDEC:
		sb_addf(o, "(%s%s)", a->kind == AK_PREINC ? "++" : "--",
			a->name);
		return;
	case AK_POSTINC:
	case AK_POSTDEC:
		sb_addf(o, "(%s%s)", a->name,
			a->kind == AK_POSTINC ? "++" : "--");
		return;
	default:
		break;
	}
	if (paren)
		sb_addc(o, '(');
	if (a->kind == AK_UNARY) {
		static const char *const un[] = {
			[AO_NEG] = "-",
			[AO_POS] = "+",
			[AO_NOT] = "!",
			[AO_BNOT] = "~",
		};
		sb_adds(o, a->op >= AO_NEG ? un[a->op] : "");
		up_arith(u, a->a, true);
	} else if (a->kind == AK_ASSIGN) {
		sb_addf(o, "%s %s= ", a->name, binop_text(a->op));
		up_arith(u, a->b, true);
	} else if (a->kind == AK_COND) {
		up_arith(u, a->a, true);
		sb_adds(o, " ? ");
		up_arith(u, a->b, true);
		sb_adds(o, " : ");
		up_arith(u, a->c, true);
	} else {
		up_arith(u, a->a, true);
		sb_addf(o, " %s ",
			a->kind == AK_LAND    ? "&&"
			: a->kind == AK_LOR   ? "||"
			: a->kind == AK_COMMA ? ","
					      : binop_text(a->op));
		up_arith(u, a->b, true);
	}
	if (paren)
		sb_addc(o, ')');
}

static void up_xassign(struct up *u, const struct assign *a);

static void up_part(struct up *u, const struct wpart *w, int ctx)
{
	struct strbuf *o = u->o;
	switch (w->kind) {
	case WP_LIT:
		sb_addn(o, w->lit.s, w->lit.len);
		break;
	case WP_QLIT:
		up_qlit(u, w->lit.s, w->lit.len, ctx);
		break;
	case WP_TILDE:
		sb_addf(o, "~%s", w->lit.s);
		break;
	case WP_DQUOTE:
		sb_addc(o, '"');
		up_parts(u, w->sub, C_DQ);
		sb_addc(o, '"');
		break;
	case WP_PARAM:
		if (w->param.bare) {
			/* as written: bash's declare -f keeps $x, and a
			 * following name character cannot occur */
			sb_addf(o, "$%s", w->param.name);
			break;
		}
		if (w->param.op == PO_BAD) {
			sb_addf(o, "${%s}", w->param.name);
			break;
		}
		sb_addf(o, "${%s%s%s", w->param.indirect ? "!" : "",
			w->param.op == PO_LENGTH ? "#" : "",
			w->param.op == PO_PREFIX || w->param.op == PO_KEYS
				? "!"
				: "");
		sb_adds(o, w->param.name);
		if (w->param.index) {
			sb_addc(o, '[');
			up_parts(u, w->param.index->parts, C_DQ);
			sb_addc(o, ']');
		}
		if (w->param.op == PO_PREFIX)
			sb_adds(o, w->param.star ? "*" : "@");
		sb_adds(o, param_op_text(w->param.op, w->param.colon));
		if (w->param.op == PO_XFORM)
			sb_addf(o, "@%c", w->param.xform);
		if (w->param.arg)
			up_parts(u, w->param.arg->parts,
				 w->param.op == PO_SUBSTR ? C_DQ
				 : ctx == C_UNQ || w->param.op >= PO_RSMALL
					 ? C_UNQ
					 : C_DQ);
		if (w->param.arg2) {
			sb_adds(o, w->param.op == PO_SUBSTR ? ":" : "/");
			up_parts(u, w->param.arg2->parts,
				 w->param.op == PO_SUBSTR ? C_DQ : C_UNQ);
		}
		sb_addc(o, '}');
		break;
	case WP_PROCSUB:
	case WP_CMDSUB: {
		struct up sub = { o, u->ind, u->oneline, { 0 }, false };
		size_t at = o->len;
		sb_adds(o, w->kind == WP_CMDSUB ? "$("
			   : w->cmdsub.write    ? ">("
						: "<(");
		up_list(&sub, w->cmdsub.body, true);
		if (sub.hd.n)
			up_nl(&sub, ""); /* the bodies must precede ')' */
		VEC_FREE(sub.hd);
		sb_addc(o, ')');
		if (w->kind == WP_CMDSUB && w->cmdsub.backquote &&
		    !memchr(o->buf + at, '`', o->len - at) &&
		    !memchr(o->buf + at, '\\', o->len - at) &&
		    (ctx != C_DQ || !memchr(o->buf + at, '"', o->len - at))) {
			/* `...` as written (bash), when its text needs no
			 * escapes inside the quotes */
			o->buf[at] = '`';
			memmove(o->buf + at + 1, o->buf + at + 2,
				o->len - at - 2);
			o->len--;
			o->buf[o->len - 1] = '`';
			o->buf[o->len] = 0;
		} else if (o->buf[at + 2] == '(') {
			/* a subshell, not $(( (bash) */
			sb_addc(o, ' ');
			memmove(o->buf + at + 3, o->buf + at + 2,
				o->len - at - 3);
			o->buf[at + 2] = ' ';
		}
		break;
	}
	case WP_ARITH:
		/* as written, as bash prints it */
		sb_adds(o, w->arith.bracket ? "$[" : "$((");
		if (w->arith.src)
			up_parts(u, w->arith.src, C_DQ);
		else if (w->arith.expr)
			up_arith(u, w->arith.expr, false);
		sb_adds(o, w->arith.bracket ? "]" : "))");
		break;
	case WP_COMPOUND:
		up_xassign(u, w->compound);
		break;
	}
}

static void up_parts(struct up *u, const struct wpart *w, int ctx)
{
	for (; w; w = w->next)
		up_part(u, w, ctx);
}

static void up_word(struct up *u, const struct word *w)
{
	if (!w->parts)
		sb_adds(u->o, "''");
	up_parts(u, w->parts, C_UNQ);
}

/* A line break; in one-line mode SEP instead, with here-document bodies
 * written as escaped text. */
static void up_nl(struct up *u, const char *sep)
{
	struct strbuf body;
	sb_init(&body);
	if (!u->oneline)
		sb_addc(u->o, '\n');
	for (size_t i = 0; i < u->hd.n; i++) {
		const struct redir *r = u->hd.v[i];
		const struct word *b = r->target;
		struct up bu = { &body, 0, u->oneline, { 0 }, false };
		sb_reset(&body);
		for (const struct wpart *w = b ? b->parts : NULL; w;
		     w = w->next) {
			if (r->flags & RF_QUOTED)
				sb_addn(&body, w->lit.s, w->lit.len);
			else
				up_part(&bu, w, C_HD);
		}
		VEC_FREE(bu.hd);
		sb_addf(&body, "%s\n", r->delim);
		if (u->oneline)
			qstr(u->o, body.buf, body.len);
		else
			sb_addn(u->o, body.buf, body.len);
	}
	sb_free(&body);
	if (u->hd.n && !u->oneline && !u->at_end)
		sb_addc(u->o, '\n'); /* bash leaves a blank line after them */
	u->hd.n = 0;
	if (u->oneline) {
		sb_adds(u->o, sep);
		return;
	}
	for (int i = 0; i < u->ind; i++)
		sb_adds(u->o, "    ");
}

static const char *end_sep(const struct node *list)
{
	while (list && list->next)
		list = list->next;
	return list && list->kind == N_BG ? " " : "; ";
}

enum up_dup { UP_DUP_WORD, UP_DUP_FD, UP_DUP_CLOSE };

/* What the target of a duplication is: a plain fd number, "-", or
 * anything else (a file name or an expansion: >&file). */
static enum up_dup up_dup_kind(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	if (!p || p->next || p->kind != WP_LIT || !p->lit.len)
		return UP_DUP_WORD;
	if (p->lit.len == 1 && p->lit.s[0] == '-')
		return UP_DUP_CLOSE;
	for (size_t i = 0; i < p->lit.len; i++)
		if (p->lit.s[i] < '0' || p->lit.s[i] > '9')
			return UP_DUP_WORD;
	return UP_DUP_FD;
}

static void up_redirs(struct up *u, const struct redir *r)
{
	for (; r; r = r->next) {
		int def =
			r->op == R_IN || r->op == R_DUPIN || r->op == R_RDWR ||
					r->op == R_HEREDOC || r->op == R_HERESTR
				? 0
				: 1;
		/* bash's layout: a duplication or close names its fd
		 * always (1>&2, 0<&3, and a close as N>&-), every other
		 * operator only a fd that is not its default, and puts a
		 * blank before its file (> out, <<< "s"); >&word with a
		 * word that is no number is written as it was */
		bool dup = r->op == R_DUPIN || r->op == R_DUPOUT;
		enum up_dup k = dup ? up_dup_kind(r->target) : UP_DUP_WORD;
		sb_addc(u->o, ' ');
		if (r->fdvar)
			sb_addf(u->o, "{%s}", r->fdvar);
		else if (r->fd != def || k != UP_DUP_WORD)
			sb_addf(u->o, "%d", r->fd);
		if (k == UP_DUP_CLOSE) {
			sb_adds(u->o, ">&-");
			continue;
		}
		sb_adds(u->o, redir_text(r));
		if (r->op != R_HEREDOC && !dup)
			sb_addc(u->o, ' ');
		if (r->op == R_HEREDOC) {
			if (r->flags & RF_QUOTED)
				sb_addf(u->o, "'%s'", r->delim);
			else
				sb_adds(u->o, r->delim);
			VEC_PUSH(u->hd, r);
		} else {
			up_word(u, r->target);
		}
	}
}

/* A compound command's body on lines of its own.  SEMI: the last command
 * ends with ';' too, as bash prints then/else/do bodies (not { }). */
static void up_body(struct up *u, const struct node *list, bool semi)
{
	u->ind++;
	up_nl(u, " ");
	up_list(u, list, false);
	u->ind--;
	if (semi && !u->oneline && !u->hd.n && list) {
		const struct node *last = list;
		while (last->next)
			last = last->next;
		if (last->kind != N_BG)
			sb_addc(u->o, ';');
	}
	up_nl(u, end_sep(list));
}

/* An operand of (( )) or for (( )): its text as written, as bash prints
 * it (the tree only when the text is missing). */
static void up_asrc(struct up *u, const struct arith_src *a)
{
	if (a->src)
		up_parts(u, a->src, C_DQ);
	else if (a->expr)
		up_arith(u, a->expr, false);
	else if (a->text)
		up_parts(u, a->text, C_DQ);
}

/* [[ ]] as bash prints it: parentheses where they were written (the
 * parser nests && below || already), a lone word as -n WORD. */
static void up_cond(struct up *u, const struct cond *c)
{
	struct strbuf *o = u->o;
	if (c->paren) {
		struct cond bare = *c;
		bare.paren = false;
		sb_adds(o, "( ");
		up_cond(u, &bare);
		sb_adds(o, " )");
		return;
	}
	switch (c->kind) {
	case CK_AND:
	case CK_OR:
		up_cond(u, c->a);
		sb_adds(o, c->kind == CK_AND ? " && " : " || ");
		up_cond(u, c->b);
		break;
	case CK_NOT:
		sb_adds(o, "! ");
		up_cond(u, c->a);
		break;
	case CK_UNARY:
		sb_addf(o, "%s ", c->op);
		up_word(u, c->l);
		break;
	case CK_BINARY:
		up_word(u, c->l);
		sb_addf(o, " %s ", c->op);
		up_word(u, c->r);
		break;
	case CK_WORD:
		sb_adds(o, "-n ");
		up_word(u, c->l);
		break;
	}
}

static void up_xassign(struct up *u, const struct assign *a)
{
	struct strbuf *o = u->o;
	sb_adds(o, a->name);
	if (a->index) {
		sb_addc(o, '[');
		up_word(u, a->index);
		sb_addc(o, ']');
	}
	sb_adds(o, a->append ? "+=" : "=");
	if (a->compound) {
		sb_addc(o, '(');
		for (int i = 0; i < a->nelems; i++) {
			if (i)
				sb_addc(o, ' ');
			if (a->keys[i]) {
				sb_addc(o, '[');
				up_word(u, a->keys[i]);
				sb_adds(o, "]=");
			}
			up_word(u, a->elems[i]);
		}
		sb_addc(o, ')');
	} else if (a->value) {
		up_word(u, a->value);
	}
}

static void up_node(struct up *u, const struct node *n)
{
	struct strbuf *o = u->o;
	switch (n->kind) {
	case N_SIMPLE: {
		const char *sep = "";
		for (const struct assign *a = n->simple.assigns; a;
		     a = a->next) {
			sb_adds(o, sep);
			up_xassign(u, a);
			sep = " ";
		}
		for (int i = 0; i < n->simple.argc; i++) {
			sb_adds(o, sep);
			up_word(u, n->simple.argv[i]);
			sep = " ";
		}
		if (!*sep && n->redirs) {
			/* redirection-only command: drop the leading blank */
			size_t len = o->len;
			up_redirs(u, n->redirs);
			memmove(o->buf + len, o->buf + len + 1, o->len - len);
			o->len--;
			return;
		}
		break;
	}
	case N_PIPE:
		if (n->pipe.bang) {
			const struct node *c = n->pipe.cmds;
			bool bare = c->kind == N_SIMPLE && !c->simple.argc &&
				    !c->simple.assigns && !c->redirs;
			sb_adds(o, bare ? "!" : "! ");
		}
		for (const struct node *c = n->pipe.cmds; c; c = c->next) {
			up_node(u, c);
			if (c->next)
				sb_adds(o, " | ");
		}
		break;
	case N_AND:
	case N_OR:
		up_node(u, n->andor.left);
		sb_adds(o, n->kind == N_AND ? " && " : " || ");
		up_node(u, n->andor.right);
		break;
	case N_BG:
		up_list(u, n->sub.body, true);
		sb_adds(o, " &");
		break;
	case N_SUBSHELL:
		/* bash: "( a;" then the rest on lines of the current
		 * indentation, " )" after the last */
		sb_adds(o, "( ");
		up_list(u, n->sub.body, false);
		sb_adds(o, " )");
		break;
	case N_GROUP:
		sb_adds(o, "{ ");
		up_body(u, n->sub.body, false);
		sb_addc(o, '}');
		break;
	case N_IF:
		sb_adds(o, "if ");
		for (;;) {
			up_list(u, n->if_.cond, true);
			sb_adds(o, "; then");
			up_body(u, n->if_.then, true);
			if (!n->if_.els)
				break;
			/* an elif prints as else with an if inside, as
			 * bash prints it */
			sb_adds(o, "else");
			up_body(u, n->if_.els, true);
			break;
		}
		sb_adds(o, "fi");
		break;
	case N_WHILE:
	case N_UNTIL:
		sb_adds(o, n->kind == N_WHILE ? "while " : "until ");
		up_list(u, n->loop.cond, true);
		sb_adds(o, "; do");
		up_body(u, n->loop.body, true);
		sb_adds(o, "done");
		break;
	case N_FOR:
	case N_SELECT:
		sb_addf(o, "%s %s", n->kind == N_FOR ? "for" : "select",
			n->for_.var);
		if (n->for_.has_in) {
			sb_adds(o, " in");
			for (int i = 0; i < n->for_.nwords; i++) {
				sb_addc(o, ' ');
				up_word(u, n->for_.words[i]);
			}
		} else {
			sb_adds(o, " in \"$@\""); /* bash spells it out */
		}
		/* bash puts do on a line of its own after for and select */
		sb_addc(o, ';');
		up_nl(u, " ");
		sb_adds(o, "do");
		up_body(u, n->for_.body, true);
		sb_adds(o, "done");
		break;
	case N_CASE:
		sb_adds(o, "case ");
		up_word(u, n->case_.subject);
		sb_adds(o, " in "); /* bash's blank at the end of the line */
		u->ind++;
		for (const struct case_item *it = n->case_.items; it;
		     it = it->next) {
			up_nl(u, "");
			for (int i = 0; i < it->npats; i++) {
				if (i)
					sb_adds(o, " | ");
				up_word(u, it->pats[i]);
			}
			sb_addc(o, ')');
			if (it->body) {
				u->ind++;
				up_nl(u, " ");
				up_list(u, it->body, false);
				u->ind--;
			} else if (!u->oneline) {
				sb_addc(o, '\n'); /* bash: an empty line */
			}
			up_nl(u, " ");
			sb_adds(o, it->term == CASE_BREAK         ? ";;"
				   : it->term == CASE_FALLTHROUGH ? ";&"
								  : ";;&");
		}
		u->ind--;
		up_nl(u, " ");
		sb_adds(o, "esac");
		break;
	case N_FUNCDEF:
		/* bash: the keyword for a definition inside a body, and a
		 * body that is no { } group inside one */
		sb_addf(o, "%s%s () ", u->ind ? "function " : "", n->func.name);
		up_nl(u, "");
		if (n->func.body->kind == N_GROUP) {
			up_node(u, n->func.body);
			return; /* the body printed its own redirections */
		}
		sb_adds(o, "{ ");
		u->ind++;
		up_nl(u, " ");
		up_node(u, n->func.body);
		u->ind--;
		up_nl(u, " ");
		sb_addc(o, '}');
		return;
	case N_ARITH:
		sb_adds(o, "((");
		up_asrc(u, &n->arith.e);
		sb_adds(o, "))");
		break;
	case N_ARITHFOR:
		sb_adds(o, "for ((");
		up_asrc(u, &n->arithfor.init);
		sb_adds(o, "; ");
		up_asrc(u, &n->arithfor.cond);
		sb_adds(o, "; ");
		up_asrc(u, &n->arithfor.step);
		sb_adds(o, "))");
		up_nl(u, " ");
		sb_adds(o, "do");
		up_body(u, n->arithfor.body, true);
		sb_adds(o, "done");
		break;
	case N_COND:
		sb_adds(o, "[[ ");
		up_cond(u, n->cond.expr);
		sb_adds(o, " ]]");
		break;
	case N_COPROC:
		sb_adds(o, "coproc ");
		sb_addf(o, "%s ", n->coproc.name ? n->coproc.name : "COPROC");
		up_node(u, n->coproc.body);
		break;
	case N_TIME:
		sb_adds(o, n->time.posix ? "time -p" : "time");
		if (n->time.body) {
			sb_addc(o, ' ');
			up_node(u, n->time.body);
		}
		break;
	}
	up_redirs(u, n->redirs);
}

/* INL: separate elements with "; " instead of newlines. */
static void up_list(struct up *u, const struct node *n, bool inl)
{
	for (; n; n = n->next) {
		up_node(u, n);
		if (!n->next)
			break;
		if (!inl || u->hd.n) {
			/* bash's layout: "a & b" stays on one line, every
			 * other command ends with ';' unless a here-document
			 * body follows it */
			if (n->kind == N_BG && !u->hd.n) {
				sb_addc(u->o, ' ');
				continue;
			}
			if (!u->oneline && !u->hd.n)
				sb_addc(u->o, ';');
			up_nl(u, n->kind == N_BG ? " " : "; ");
		} else {
			sb_adds(u->o, n->kind == N_BG ? " " : "; ");
		}
	}
}

static void unparse(struct strbuf *out, const struct node *list, bool oneline)
{
	struct up u = { out, 0, oneline, { 0 }, false };
	sb_addn(out, "", 0);
	up_list(&u, list, true);
	u.at_end = true;
	if (u.hd.n)
		up_nl(&u, "");
	VEC_FREE(u.hd);
}

void ast_unparse_word(struct strbuf *out, const struct word *w)
{
	struct up u = { out, 0, true, { 0 }, false };
	up_word(&u, w);
	VEC_FREE(u.hd);
}

void ast_unparse(struct strbuf *out, const struct node *list)
{
	unparse(out, list, false);
}

void ast_unparse_head(struct strbuf *out, const struct node *n)
{
	struct up u = { out, 0, true, { 0 }, false };
	const struct arith_src *a = &n->arith.e;
	switch (n->kind) {
	case N_FOR:
	case N_SELECT:
		sb_addf(out, "%s %s in ", n->kind == N_FOR ? "for" : "select",
			n->for_.var);
		if (!n->for_.has_in)
			sb_adds(out, "\"$@\"");
		for (int i = 0; i < n->for_.nwords; i++) {
			if (i)
				sb_addc(out, ' ');
			up_word(&u, n->for_.words[i]);
		}
		break;
	case N_CASE:
		sb_adds(out, "case ");
		up_word(&u, n->case_.subject);
		sb_adds(out, " in ");
		break;
	case N_ARITH: /* as written */
		sb_adds(out, "((");
		if (a->expr)
			for (const struct wpart *q = a->src; q; q = q->next)
				sb_addn(out, q->lit.s, q->lit.len);
		else if (a->text)
			up_parts(&u, a->text, C_DQ);
		sb_adds(out, "))");
		break;
	default:
		ast_unparse_command(out, n);
		break;
	}
	VEC_FREE(u.hd);
}

void ast_unparse_command(struct strbuf *out, const struct node *n)
{
	if ((n->kind == N_GROUP || n->kind == N_SUBSHELL) && !n->redirs) {
		/* on one line, as bash names a job or BASH_COMMAND */
		bool group = n->kind == N_GROUP;
		sb_adds(out, group ? "{ " : "( ");
		for (const struct node *c = n->sub.body; c; c = c->next) {
			ast_unparse_command(out, c);
			if (c->next || group)
				sb_adds(out, c->kind == N_BG ? " " : "; ");
		}
		sb_adds(out, group ? "}" : " )");
		return;
	}
	struct node one = *n; /* without the rest of its list */
	one.next = NULL;
	size_t start = out->len;
	unparse(out, &one, false);
	while (out->len > start && out->buf[out->len - 1] == '\n')
		out->buf[--out->len] = 0;
}
