#!/usr/bin/env python3
"""Finds import circles between the modules (files) of a Rust crate: each `crate::a::b` or
`super::x` path names the deepest module file it reaches; a strongly connected group of more than
one module is a circle. Comments and `#[cfg(test)] mod tests` are left out. Exits 1 on a circle."""
import os,re,sys
root=sys.argv[1]
mods={}
for dp,_,fs in os.walk(root):
    for f in fs:
        if not f.endswith('.rs'): continue
        p=os.path.join(dp,f); rel=os.path.relpath(p,root)[:-3]
        parts=rel.split('/')
        if parts[-1] in ('mod','lib','main'): parts=parts[:-1]
        mods['::'.join(parts)]=p
def resolve(path):
    parts=path.split('::')
    while parts:
        k='::'.join(parts)
        if k in mods: return k
        parts=parts[:-1]
    return None
edges={m:set() for m in mods}
for m,p in mods.items():
    src=open(p).read()
    # drop test modules roughly
    src=re.split(r'#\[cfg\(test\)\]\s*mod tests',src)[0]
    src=re.sub(r"//[^\n]*","",src)
    # `use crate::{a::B, c};` names each of a and c.
    src=re.sub(r'crate::\{([^}]*)\}', lambda m: ' '.join('crate::'+x.strip() for x in m.group(1).split(',')), src)
    for r in re.findall(r'crate::([a-z_][a-z0-9_:]*)',src):
        t=resolve(r.rstrip(':'))
        if t is not None and t!=m and not m.startswith(t+'::') and t!='' : edges[m].add(t)
    for r in re.findall(r'super::([a-z_][a-z0-9_:]*)',src):
        base=m.split('::')[:-1]
        t=resolve('::'.join(base+[r.rstrip(':')]) if base else r.rstrip(':'))
        if t and t!=m and not m.startswith(t+'::'): edges[m].add(t)
# SCC (tarjan)
idx={};low={};st=[];on=set();res=[];c=[0]
sys.setrecursionlimit(10000)
def sc(v):
    idx[v]=low[v]=c[0];c[0]+=1;st.append(v);on.add(v)
    for w in edges[v]:
        if w not in idx: sc(w);low[v]=min(low[v],low[w])
        elif w in on: low[v]=min(low[v],idx[w])
    if low[v]==idx[v]:
        comp=[]
        while True:
            w=st.pop();on.discard(w);comp.append(w)
            if w==v:break
        if len(comp)>1: res.append(comp)
for v in edges:
    if v not in idx: sc(v)
for r in res: print('cycle:',sorted(r))
print(f'{root}: {len(mods)} modules, {len(res)} import circles')
sys.exit(1 if res else 0)
