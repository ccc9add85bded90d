printf 'a\nb' | while read l || [ -n "$l" ]; do echo "<$l>"; done
