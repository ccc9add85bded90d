_f1() { echo ok; }
_f1
