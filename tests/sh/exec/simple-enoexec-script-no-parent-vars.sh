printf 'echo "[$notexported][$exported]"\n' > scr
chmod +x scr
notexported=a
exported=b
export exported
./scr
