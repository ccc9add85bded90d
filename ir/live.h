/*
 * live.h - live ranges of a QIR function's registers, and the interval
 * colouring that lets registers whose ranges never meet share one home.
 * Used by both backends: jit/native.c (machine registers and stack
 * slots) and jit/emit_c.c (C locals, hence the libtcc frame size).
 *
 * A register's range is the hull [lo, hi] (instruction positions) of
 * everywhere it is live: its definitions and uses, position 0 for a
 * parameter, and the first (last) position of every block it is live
 * into (out of), by the usual backward data-flow over blocks (the block
 * rules of ir/README.md).  Two registers whose hulls do not meet are
 * never live at once, so they may share a home for the whole function.
 * Hulls that meet at one position (a last use and a definition in the
 * same instruction) count as overlapping, so code may write its
 * destination before it has read every operand.
 *
 * Invariants:
 *  - The cost is linear in the instructions plus the blocks each range
 *    covers (the walk is sparse, per register); colouring sorts once.
 *  - Memory comes from the s-allocators (ir/scratch.h); live_free gives
 *    it back.
 */
#ifndef QUIRL_IR_LIVE_H
#define QUIRL_IR_LIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir/qir.h"

#define LIVE_NONE UINT32_MAX /* lo of a register that never occurs */
#define LIVE_NCLASS 4        /* classes live_colour distinguishes */

struct live {
	size_t nregs;
	uint32_t *lo, *hi; /* [r], 1 <= r <= nregs */
};

/* jmp, bt or bf: an instruction with a label operand.  Inline: asked of
 * every instruction. */
static inline bool live_branches(enum qir_op op)
{
	return op == QO_JMP || op == QO_BT || op == QO_BF;
}

/* Fills LV with the hulls of F's registers. */
void live_compute(const struct qir_func *f, struct live *lv);
void live_free(struct live *lv);

/* Sorts REGS[0..n) by the start of their hulls (ties: register number). */
void live_sort(const struct live *lv, qir_reg *regs, size_t n);

/*
 * Interval colouring: gives each of REGS[0..n) (registers that occur) a
 * colour COLOUR[r] such that registers with overlapping hulls differ,
 * reusing the colour of a register whose hull has ended, but only for a
 * register of the same class CLS[r] (< LIVE_NCLASS; CLS NULL: one class).
 * Returns the number of colours, numbered from 0.  REGS is reordered.
 */
uint32_t live_colour(const struct live *lv, qir_reg *regs, size_t n,
		     const uint8_t *cls, uint32_t *colour);

#endif
