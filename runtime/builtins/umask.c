/*
 * umask.c - the umask utility.
 *
 * A symbolic mode describes the permissions that new files may get, which
 * is the complement of the mask: parsing works on perm = ~mask & 0777,
 * then converts back.  The grammar is bash's, narrower than chmod's:
 * clauses "[ugoa]... op [rwx]..." separated by commas, one operator
 * (+ - =) per clause, no "who" meaning all of u, g and o, "=" clearing
 * the named classes first.  An octal mode may have four digits (07777);
 * the special bits are dropped, as the mask cannot hold them.
 */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "builtins.h"
#include "umask.h"
#include "../error.h"
#include "../output.h"
#include "table.h"

static int um_octal(const char *s, mode_t *out)
{
	unsigned v = 0;
	for (; *s; s++) {
		if (*s < '0' || *s > '7')
			return UM_BAD_OCTAL;
		v = v * 8 + (unsigned)(*s - '0');
		if (v > 07777)
			return UM_BAD_OCTAL;
	}
	*out = (mode_t)v & 0777; /* the mask cannot hold the special bits */
	return 0;
}

/* One clause "[ugoa]... op [rwx]..." on PERM; returns the end, or NULL
 * with *BAD and *KIND saying what is wrong. */
static const char *um_clause(const char *p, mode_t *perm, char *bad, int *kind)
{
	mode_t who = 0, bits = 0;
	for (; *p && strchr("ugoa", *p); p++)
		who |= *p == 'u'   ? 0700
		       : *p == 'g' ? 0070
		       : *p == 'o' ? 0007
				   : 0777;
	if (!who)
		who = 0777;
	char op = *p;
	if (!op || !strchr("+-=", op)) {
		*bad = op, *kind = UM_BAD_OPERATOR;
		return NULL;
	}
	for (p++; *p && *p != ','; p++) {
		if (!strchr("rwx", *p)) {
			*bad = *p, *kind = UM_BAD_CHAR;
			return NULL;
		}
		bits |= *p == 'r' ? 0444 : *p == 'w' ? 0222 : 0111;
	}
	bits &= who;
	if (op == '+')
		*perm |= bits;
	else if (op == '-')
		*perm &= ~bits;
	else
		*perm = (*perm & ~who) | bits;
	return p;
}

int bi_umask_parse(const char *mode, mode_t cur, mode_t *out, char *bad)
{
	if (*mode >= '0' && *mode <= '9')
		return um_octal(mode, out);
	mode_t perm = ~cur & 0777;
	const char *p = mode;
	int kind = 0;
	for (;;) {
		p = um_clause(p, &perm, bad, &kind);
		if (!p)
			return kind;
		if (!*p++)
			break;
	}
	*out = ~perm & 0777;
	return 0;
}

void bi_umask_symbolic(mode_t mask, char *buf)
{
	mode_t perm = ~mask & 0777;
	static const char cls[] = "ugo";
	char *b = buf;
	for (int i = 0; i < 3; i++) {
		mode_t bits = (perm >> (6 - 3 * i)) & 7;
		if (i)
			*b++ = ',';
		*b++ = cls[i];
		*b++ = '=';
		if (bits & 4)
			*b++ = 'r';
		if (bits & 2)
			*b++ = 'w';
		if (bits & 1)
			*b++ = 'x';
	}
	*b = 0;
}

/* The mask as umask prints it; REUSABLE (-p) as a umask command. */
static int um_print(struct shell *sh, bool symbolic, bool reusable)
{
	mode_t m = umask(0);
	umask(m);
	char buf[24];
	int r;
	const char *pre = !reusable ? "" : symbolic ? "umask -S " : "umask ";
	if (symbolic) {
		bi_umask_symbolic(m, buf);
		r = rt_outf(sh, 1, "%s%s\n", pre, buf);
	} else {
		r = rt_outf(sh, 1, "%s%04o\n", pre, (unsigned)m);
	}
	if (r < 0) {
		rt_err(sh, "umask: write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}

BUILTIN(umask)
{
	bool symbolic = false, reusable = false;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "Sp")))
		if (c == '?')
			return 2;
		else
			*(c == 'S' ? &symbolic : &reusable) = true;
	int i = g.ind;
	/* operands after the first are ignored (bash) */
	if (i >= argc)
		return um_print(sh, symbolic, reusable);
	mode_t cur = umask(0), m;
	umask(cur);
	char bad = 0;
	int r = bi_umask_parse(argv[i], cur, &m, &bad);
	if (r == UM_BAD_OCTAL)
		rt_err(sh, "umask: %s: octal number out of range", argv[i]);
	else if (r)
		/* bash names the character, a NUL byte at the end too */
		rt_err(sh, "umask: `%c': invalid symbolic mode %s", bad,
		       r == UM_BAD_CHAR ? "character" : "operator");
	if (r)
		return 1;
	umask(m);
	/* bash prints the new mask when -S accompanies a mode */
	return symbolic ? um_print(sh, true, false) : 0;
}
