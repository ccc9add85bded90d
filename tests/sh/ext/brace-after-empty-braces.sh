# A brace expression after a '{...}' that is none ({}, {a}) still expands.
echo {}{a,b} x{}y{1..2} {}{} {a}{b,c} a{b}c{d,e}
