# $? before a compound command is what its first command sees: no
# compound command resets it (issue 28).  case leaves $? alone until its
# branch runs; the status of case is its branch's, or 0 without a match
# or with an empty branch.
false; case x in x) echo "case $?";; esac
false; case x in y) ;; esac; echo "case no match $?"
false; case x in x) ;; esac; echo "case empty branch $?"
false; case $(exit 3) in *) echo "case subject substitution $?";; esac
false; case x in $(exit 5)|x) echo "case pattern substitution $?";; esac
false; case x in x) echo "fallthrough $?"; (exit 4);& y) echo "into $?";; esac
false; case x in x) false;& y) ;; esac; echo "fallthrough empty $?"
false; case x in x) false;;& y) ;; esac; echo "case ;;& $?"
f() { return 8; }
if f; then :; else case e in e) echo "autoconf else $?";; esac; fi
false; if true; then echo "if then $?"; fi
if (exit 3); then :; elif echo "elif $?"; false; then :; else echo "else $?"; fi
false; { echo "group $?"; }
(exit 4); ( echo "subshell $?" )
false; while echo "while $?"; true; do (exit 6); break; done
false; until echo "until $?"; true; do :; done
false; for i in a; do echo "for $?"; done
false; for i in $(exit 7) a; do echo "for substitution $?"; done
false; for ((i = 0; i < 1; i++)); do echo "for (( $?"; done
g() { echo "function $?"; }
false; g
