echo ab\
cd
