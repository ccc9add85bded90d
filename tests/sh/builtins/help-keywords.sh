# help knows the compound commands and reserved words under bash's topic
# names; the synopses (grammar) are bash's, the descriptions and
# paragraphs are Quirl's own words (they differ from bash's on purpose).
help -s if for while until case select function time coproc
help -s '((' '[[' '{' 'for ((' variables
echo "status $?"
# a name given exactly is the only topic shown (not readarray, for ((, [[)
help -s read for '['
help -d '(*' 'wh*'
help -d fu
help while | sed -n '1p;$p'
help '[[' | grep -c '^    '
help fi
echo "status $?"
compgen -A helptopic 'for'
help | grep -F -x -e ' { COMMANDS ; }' -e ' (( expression ))'
