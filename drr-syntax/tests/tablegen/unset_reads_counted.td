// A field left `?` read inside a list whose length is counted: TableGen
// keeps the reference symbolic and folds `!size`/`!empty`, so the record
// resolves (`!size([u])` is 1).
def a { int u = ?; int n = !size([u]); }
class C { int u = ?; int n = !size([u, u, 3]); bit e = !empty([u]); }
def b : C;
def c { string u = ?; int n = !size(!listconcat([u], ["x"])); }
def d { int u = ?; int n = !size(!foreach(x, [u], x)); }
def e { int u = ?; int n = !size(!listsplat(u, 3)); }
def ins;
def f { int u = ?; int n = !size((ins u, u)); }
