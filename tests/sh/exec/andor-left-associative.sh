false && echo x || echo y
true || echo x && echo z
false || false && echo no
false || true && echo yes
