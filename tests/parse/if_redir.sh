if a; then b; fi >out
