if true; then echo yes; fi
if false; then echo no; fi
echo end
