>out
2>&1 <in
