"""Import circles in a graph of edges (file or module -> what it imports), shared by
check-rust-cycles.py and check-ts-cycles.py."""
import sys

sys.setrecursionlimit(20000)


def circles(edges):
    """Strongly connected groups of more than one node (Tarjan)."""
    idx = {}; low = {}; st = []; on = set(); res = []; c = [0]

    def sc(v):
        idx[v] = low[v] = c[0]; c[0] += 1; st.append(v); on.add(v)
        for w in sorted(edges[v]):
            if w not in idx:
                sc(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], idx[w])
        if low[v] == idx[v]:
            comp = []
            while True:
                w = st.pop(); on.discard(w); comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                res.append(sorted(comp))

    for v in sorted(edges):
        if v not in idx:
            sc(v)
    return res
