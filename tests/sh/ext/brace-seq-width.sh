# The padding width is the wider of the two ends written with a leading
# zero; a step's zeros pad nothing.
echo {0..10..05} {00..3} {-1..-03} {+1..3}
echo {0010..05} {05..0010} {1..010} {-05..5..5}
