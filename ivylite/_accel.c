/* ivylite._accel: the forwarders of ivylite.dispatch.forwarders, compiled.
 *
 * A Forwarder computes exactly what its Python twin (the closure that
 * forwarders.py makes for the same function) computes, with no Python frame:
 * it reads the same binding cell once per call, takes the same fast paths
 * (two arrays of one fast dtype; an array and a Python float or int that the
 * active promotion policy keeps in the array's dtype, an int within the
 * dtype's range; one array of a fast dtype), sends everything else to the
 * same slow path, and raises what the same failures.failed returns.
 *
 * Whatever the C code does not handle itself (a call that does not match the
 * signature, a binding that is not a tuple of the expected size, an array
 * whose slots are not set) is handed to the Python twin before anything has
 * been computed, so the twin's behaviour, messages included, is the rule.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

enum { GENERIC = 0, UNARY = 1, BINARY = 2 };

typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    int kind;
    PyObject *cell;     /* the binding cell, shared with the twin */
    PyObject *python;   /* the Python twin */
    PyObject *result;   /* the result dtype when fixed (bool), else NULL */
    PyObject *with_out; /* (slow, out, *args) -> what out= gives */
    PyObject *state;    /* the settings ContextVar (binary) */
    PyObject *ranges;   /* dtype -> (lo, hi) (binary) */
    PyObject *failed;   /* (slow, args, kwargs, exc) -> exception to raise */
    PyObject *dict;
    PyObject *weakrefs;
} Forwarder;

/* Set once by configure(): the Array base class and the offsets of its slots. */
static PyTypeObject *array_base = NULL;
static Py_ssize_t data_offset = -1, dtype_offset = -1;
static PyObject *str_out, *str_pairs, *str_f_star, *str_i_star, *empty_tuple;

#define SLOT(obj, off) (*(PyObject **)((char *)(obj) + (off)))

/* type(x) is A: 1 with A an Array class (its slots readable), 0 not A, -2 an A
 * that is no Array class (the twin decides what that gives). */
static int
is_array_of(PyObject *x, PyObject *A)
{
    if ((PyObject *)Py_TYPE(x) != A)
        return 0;
    return array_base != NULL && PyType_IsSubtype((PyTypeObject *)A, array_base) ? 1 : -2;
}

/* object.__new__(A) with its two slots stored (data is stolen). */
static PyObject *
make_result(PyObject *A, PyObject *data, PyObject *dtype)
{
    if (data == NULL)
        return NULL;
    PyObject *r = PyBaseObject_Type.tp_new((PyTypeObject *)A, empty_tuple, NULL);
    if (r == NULL) {
        Py_DECREF(data);
        return NULL;
    }
    SLOT(r, data_offset) = data;
    Py_INCREF(dtype);
    SLOT(r, dtype_offset) = dtype;
    return r;
}

/* The twin computes the call: before anything was computed here. */
static PyObject *
to_python(Forwarder *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    return PyObject_Vectorcall(self->python, args, nargsf, kwnames);
}

/* Raise what failed(slow, args, kwargs, exc) returns for the pending exception,
 * as `raise failed(...)` in an `except Exception as exc` block does. */
static PyObject *
translate(Forwarder *self, PyObject *slow, PyObject *const *args, Py_ssize_t nargs,
          PyObject *kwnames)
{
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    if (type == NULL)
        return NULL;
    if (!PyErr_GivenExceptionMatches(type, PyExc_Exception)) {
        PyErr_Restore(type, value, tb);
        return NULL;
    }
    PyErr_NormalizeException(&type, &value, &tb);
    if (tb != NULL)
        PyException_SetTraceback(value, tb);
    Py_XDECREF(type);
    Py_XDECREF(tb);
    /* The exception being handled while failed() runs and the new one is raised:
     * Python's own context chaining then applies as in an except block. */
    PyObject *old_t, *old_v, *old_tb;
    PyErr_GetExcInfo(&old_t, &old_v, &old_tb);
    Py_INCREF(value);
    PyErr_SetExcInfo((PyObject *)Py_TYPE(value), value, NULL);
    Py_INCREF(Py_TYPE(value));

    PyObject *argtuple = PyTuple_New(nargs), *kwargs = PyDict_New(), *exc = NULL;
    if (argtuple != NULL && kwargs != NULL) {
        for (Py_ssize_t i = 0; i < nargs; i++) {
            Py_INCREF(args[i]);
            PyTuple_SET_ITEM(argtuple, i, args[i]);
        }
        Py_ssize_t nkw = kwnames == NULL ? 0 : PyTuple_GET_SIZE(kwnames);
        int ok = 1;
        for (Py_ssize_t i = 0; i < nkw && ok; i++)
            ok = PyDict_SetItem(kwargs, PyTuple_GET_ITEM(kwnames, i), args[nargs + i]) == 0;
        if (ok)
            exc = PyObject_CallFunctionObjArgs(self->failed, slow, argtuple, kwargs, value, NULL);
    }
    Py_XDECREF(argtuple);
    Py_XDECREF(kwargs);
    if (exc != NULL) {
        if (PyExceptionInstance_Check(exc))
            PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
        else if (PyExceptionClass_Check(exc))
            PyErr_SetNone(exc);
        else
            PyErr_SetString(PyExc_TypeError, "exceptions must derive from BaseException");
        Py_DECREF(exc);
    }
    PyErr_SetExcInfo(old_t, old_v, old_tb);
    Py_DECREF(value);
    return NULL;
}

/* Whether the active policy keeps dtype R for a Python scalar of kind `key`. */
static int
policy_keeps(Forwarder *self, PyObject *R, PyObject *key)
{
    PyObject *settings, *pairs, *row, *got;
    if (PyContextVar_Get(self->state, NULL, &settings) < 0)
        return -1;
    if (settings == NULL) {
        PyErr_SetObject(PyExc_LookupError, self->state);
        return -1;
    }
    pairs = PyObject_GetAttr(settings, str_pairs);
    Py_DECREF(settings);
    if (pairs == NULL)
        return -1;
    row = PyObject_GetItem(pairs, R);
    Py_DECREF(pairs);
    if (row == NULL)
        return -1;
    got = PyObject_GetItem(row, key);
    Py_DECREF(row);
    if (got == NULL)
        return -1;
    Py_DECREF(got);
    return got == R;
}

/* lo <= x <= hi for (lo, hi) = ranges[R]; -2: the entry is not a pair (twin). */
static int
in_range(Forwarder *self, PyObject *R, PyObject *x)
{
    PyObject *pair = PyObject_GetItem(self->ranges, R);
    if (pair == NULL)
        return -1;
    if (!PyTuple_CheckExact(pair) || PyTuple_GET_SIZE(pair) != 2) {
        Py_DECREF(pair);
        return -2;
    }
    int ok = PyObject_RichCompareBool(PyTuple_GET_ITEM(pair, 0), x, Py_LE);
    if (ok == 1)
        ok = PyObject_RichCompareBool(x, PyTuple_GET_ITEM(pair, 1), Py_LE);
    Py_DECREF(pair);
    return ok;
}

/* out= from the keyword names: 0 none given, 1 given, -1 anything else (twin). */
static int
parse_out(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, PyObject **out)
{
    *out = Py_None;
    if (kwnames == NULL || PyTuple_GET_SIZE(kwnames) == 0)
        return 0;
    if (PyTuple_GET_SIZE(kwnames) != 1)
        return -1;
    PyObject *name = PyTuple_GET_ITEM(kwnames, 0);
    if (name != str_out && !(PyUnicode_Check(name) && PyUnicode_Compare(name, str_out) == 0))
        return -1;
    *out = args[nargs];
    return 1;
}

static PyObject *
call_with_out(Forwarder *self, PyObject *slow, PyObject *out, PyObject *const *args,
              Py_ssize_t nargs)
{
    PyObject *stack[4] = {slow, out, args[0], nargs > 1 ? args[1] : NULL};
    return PyObject_Vectorcall(self->with_out, stack, 2 + nargs, NULL);
}

static PyObject *
binary_call(Forwarder *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    PyObject *out, *r = NULL;
    if (nargs != 2 || parse_out(args, nargs, kwnames, &out) < 0)
        return to_python(self, args, nargsf, kwnames);
    PyObject *binding = PyCell_GET(self->cell);
    if (binding == NULL || !PyTuple_CheckExact(binding) || PyTuple_GET_SIZE(binding) != 5)
        return to_python(self, args, nargsf, kwnames);
    Py_INCREF(binding); /* a switch may replace the cell's value meanwhile */
    PyObject *A = PyTuple_GET_ITEM(binding, 0), *native = PyTuple_GET_ITEM(binding, 1);
    PyObject *same = PyTuple_GET_ITEM(binding, 2), *scalar = PyTuple_GET_ITEM(binding, 3);
    PyObject *slow = PyTuple_GET_ITEM(binding, 4);
    PyObject *x1 = args[0], *x2 = args[1];
    if (out != Py_None) {
        r = call_with_out(self, slow, out, args, 2);
        goto done;
    }
    int kind = is_array_of(x1, A);
    if (kind == -2)
        goto twin;
    if (kind) {
        PyObject *R = SLOT(x1, dtype_offset), *t2 = (PyObject *)Py_TYPE(x2);
        if (R == NULL || SLOT(x1, data_offset) == NULL)
            goto twin;
        PyObject *res = self->result ? self->result : R;
        int ok;
        if (t2 == A) {
            PyObject *R2 = SLOT(x2, dtype_offset);
            if (R2 == NULL || SLOT(x2, data_offset) == NULL)
                goto twin;
            if (R == R2 && (ok = PySet_Contains(same, R)) != 0) {
                if (ok < 0)
                    goto done;
                PyObject *pair[2] = {SLOT(x1, data_offset), SLOT(x2, data_offset)};
                r = make_result(A, PyObject_Vectorcall(native, pair, 2, NULL), res);
                goto done;
            }
        }
        else if (t2 == (PyObject *)&PyFloat_Type || t2 == (PyObject *)&PyLong_Type) {
            int is_int = t2 == (PyObject *)&PyLong_Type;
            ok = PySet_Contains(scalar, R);
            if (ok == 1)
                ok = policy_keeps(self, R, is_int ? str_i_star : str_f_star);
            if (ok == 1 && is_int) {
                ok = in_range(self, R, x2);
                if (ok == -2)
                    goto twin;
            }
            if (ok < 0)
                goto done;
            if (ok) {
                PyObject *pair[2] = {SLOT(x1, data_offset), x2};
                r = make_result(A, PyObject_Vectorcall(native, pair, 2, NULL), res);
                goto done;
            }
        }
    }
    r = PyObject_Vectorcall(slow, args, 2, NULL);
done:
    if (r == NULL)
        translate(self, slow, args, 2, NULL);
    Py_DECREF(binding);
    return r;
twin:
    Py_DECREF(binding);
    return to_python(self, args, nargsf, kwnames);
}

static PyObject *
unary_call(Forwarder *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    PyObject *out, *r = NULL;
    if (nargs != 1 || parse_out(args, nargs, kwnames, &out) < 0)
        return to_python(self, args, nargsf, kwnames);
    PyObject *binding = PyCell_GET(self->cell);
    if (binding == NULL || !PyTuple_CheckExact(binding) || PyTuple_GET_SIZE(binding) != 4)
        return to_python(self, args, nargsf, kwnames);
    Py_INCREF(binding);
    PyObject *A = PyTuple_GET_ITEM(binding, 0), *native = PyTuple_GET_ITEM(binding, 1);
    PyObject *same = PyTuple_GET_ITEM(binding, 2), *slow = PyTuple_GET_ITEM(binding, 3);
    PyObject *x = args[0];
    if (out != Py_None) {
        r = call_with_out(self, slow, out, args, 1);
        goto done;
    }
    int kind = is_array_of(x, A);
    if (kind) {
        PyObject *R = kind < 0 ? NULL : SLOT(x, dtype_offset);
        PyObject *data = kind < 0 ? NULL : SLOT(x, data_offset);
        if (R == NULL || data == NULL) {
            Py_DECREF(binding);
            return to_python(self, args, nargsf, kwnames);
        }
        int ok = PySet_Contains(same, R);
        if (ok < 0)
            goto done;
        if (ok) {
            r = make_result(A, PyObject_Vectorcall(native, &data, 1, NULL),
                            self->result ? self->result : R);
            goto done;
        }
    }
    r = PyObject_Vectorcall(slow, args, 1, NULL);
done:
    if (r == NULL)
        translate(self, slow, args, 1, NULL);
    Py_DECREF(binding);
    return r;
}

static PyObject *
generic_call(Forwarder *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    PyObject *binding = PyCell_GET(self->cell);
    if (binding == NULL)
        return to_python(self, args, nargsf, kwnames);
    Py_INCREF(binding);
    /* the slow path gets a fresh stack: nargsf may allow it to write args[-1] */
    PyObject *r = PyObject_Vectorcall(binding, args, PyVectorcall_NARGS(nargsf), kwnames);
    if (r == NULL)
        translate(self, binding, args, PyVectorcall_NARGS(nargsf), kwnames);
    Py_DECREF(binding);
    return r;
}

static PyObject *
make(PyTypeObject *type, int kind, PyObject *python, PyObject *cell, PyObject *result,
     PyObject *with_out, PyObject *state, PyObject *ranges, PyObject *failed)
{
    if (!PyCell_Check(cell)) {
        PyErr_SetString(PyExc_TypeError, "the binding must be a cell");
        return NULL;
    }
    if (!PyCallable_Check(python) || !PyCallable_Check(failed)) {
        PyErr_SetString(PyExc_TypeError, "the twin and failed must be callable");
        return NULL;
    }
    if (kind == BINARY && (!PyContextVar_CheckExact(state) || !PyDict_Check(ranges))) {
        PyErr_SetString(PyExc_TypeError, "state must be a ContextVar, ranges a dict");
        return NULL;
    }
    Forwarder *self = PyObject_GC_New(Forwarder, type);
    if (self == NULL)
        return NULL;
    self->kind = kind;
    self->vectorcall = kind == BINARY  ? (vectorcallfunc)binary_call
                       : kind == UNARY ? (vectorcallfunc)unary_call
                                       : (vectorcallfunc)generic_call;
    self->cell = Py_NewRef(cell);
    self->python = Py_NewRef(python);
    self->result = result == Py_None ? NULL : Py_XNewRef(result);
    self->with_out = Py_XNewRef(with_out);
    self->state = Py_XNewRef(state);
    self->ranges = Py_XNewRef(ranges);
    self->failed = Py_NewRef(failed);
    /* One attribute dict for both: what is set on the forwarder (__wrapped__,
     * __signature__...) the twin has too. */
    self->dict = PyObject_GetAttrString(python, "__dict__");
    self->weakrefs = NULL;
    if (self->dict == NULL || !PyDict_Check(self->dict)) {
        PyErr_Clear();
        Py_CLEAR(self->dict);
    }
    PyObject_GC_Track(self);
    return (PyObject *)self;
}

static int
fw_traverse(Forwarder *self, visitproc visit, void *arg)
{
    Py_VISIT(self->cell);
    Py_VISIT(self->python);
    Py_VISIT(self->result);
    Py_VISIT(self->with_out);
    Py_VISIT(self->state);
    Py_VISIT(self->ranges);
    Py_VISIT(self->failed);
    Py_VISIT(self->dict);
    return 0;
}

static int
fw_clear(Forwarder *self)
{
    Py_CLEAR(self->cell);
    Py_CLEAR(self->python);
    Py_CLEAR(self->result);
    Py_CLEAR(self->with_out);
    Py_CLEAR(self->state);
    Py_CLEAR(self->ranges);
    Py_CLEAR(self->failed);
    Py_CLEAR(self->dict);
    return 0;
}

static void
fw_dealloc(Forwarder *self)
{
    PyObject_GC_UnTrack(self);
    if (self->weakrefs != NULL)
        PyObject_ClearWeakRefs((PyObject *)self);
    fw_clear(self);
    PyObject_GC_Del(self);
}

/* As a Python function: an attribute of a class binds to the instance. */
static PyObject *
fw_descr_get(PyObject *self, PyObject *obj, PyObject *type)
{
    if (obj == Py_None || obj == NULL)
        return Py_NewRef(self);
    return PyMethod_New(self, obj);
}

static PyObject *
fw_repr(Forwarder *self)
{
    PyObject *name = PyObject_GetAttrString((PyObject *)self, "__qualname__");
    if (name == NULL)
        return NULL;
    PyObject *r = PyUnicode_FromFormat("<function %S at %p>", name, self);
    Py_DECREF(name);
    return r;
}

/* Pickled by reference, as a Python function is: by module and qualified name. */
static PyObject *
fw_reduce(PyObject *self, PyObject *unused)
{
    return PyObject_GetAttrString(self, "__qualname__");
}

/* The twin's function attributes: what inspects a forwarder as a function sees
 * the code that computes the same call. */
static PyObject *
twin_attr(Forwarder *self, void *name)
{
    return PyObject_GetAttrString(self->python, (const char *)name);
}

/* Names and documentation live on the twin: a call the twin computes (one that
 * does not match the signature) is named as the forwarder is. */
static int
twin_set(Forwarder *self, PyObject *value, void *name)
{
    if (value == NULL)
        return PyObject_DelAttrString(self->python, (const char *)name);
    return PyObject_SetAttrString(self->python, (const char *)name, value);
}

static PyGetSetDef fw_getset[] = {
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict, NULL, NULL},
    {"__name__", (getter)twin_attr, (setter)twin_set, NULL, "__name__"},
    {"__qualname__", (getter)twin_attr, (setter)twin_set, NULL, "__qualname__"},
    {"__module__", (getter)twin_attr, (setter)twin_set, NULL, "__module__"},
    {"__doc__", (getter)twin_attr, (setter)twin_set, NULL, "__doc__"},
    {"__annotations__", (getter)twin_attr, (setter)twin_set, NULL, "__annotations__"},
    {"__closure__", (getter)twin_attr, NULL, "the twin's closure (holds the binding cell)",
     "__closure__"},
    {"__code__", (getter)twin_attr, NULL, "the twin's code", "__code__"},
    {"__defaults__", (getter)twin_attr, NULL, NULL, "__defaults__"},
    {"__kwdefaults__", (getter)twin_attr, NULL, NULL, "__kwdefaults__"},
    {"__globals__", (getter)twin_attr, NULL, NULL, "__globals__"},
    {NULL},
};

static PyMemberDef fw_members[] = {
    {"__python_forwarder__", T_OBJECT, offsetof(Forwarder, python), READONLY,
     "the Python forwarder that computes the same calls (same binding cell)"},
    {"__dictoffset__", T_PYSSIZET, offsetof(Forwarder, dict), READONLY},
    {"__weaklistoffset__", T_PYSSIZET, offsetof(Forwarder, weakrefs), READONLY},
    {"__vectorcalloffset__", T_PYSSIZET, offsetof(Forwarder, vectorcall), READONLY},
    {NULL},
};

static PyMethodDef fw_methods[] = {
    {"__reduce__", fw_reduce, METH_NOARGS, NULL},
    {NULL},
};

static PyTypeObject ForwarderType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "ivylite._accel.Forwarder",
    .tp_basicsize = sizeof(Forwarder),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_doc = "A public function's forwarder, compiled (see ivylite.dispatch.forwarders).",
    .tp_dealloc = (destructor)fw_dealloc,
    .tp_traverse = (traverseproc)fw_traverse,
    .tp_clear = (inquiry)fw_clear,
    .tp_call = PyVectorcall_Call,
    .tp_vectorcall_offset = offsetof(Forwarder, vectorcall),
    .tp_descr_get = fw_descr_get,
    .tp_repr = (reprfunc)fw_repr,
    .tp_getset = fw_getset,
    .tp_members = fw_members,
    .tp_methods = fw_methods,
    .tp_dictoffset = offsetof(Forwarder, dict),
    .tp_weaklistoffset = offsetof(Forwarder, weakrefs),
};

static PyObject *
mod_binary(PyObject *m, PyObject *args)
{
    PyObject *python, *cell, *result, *with_out, *state, *ranges, *failed;
    if (!PyArg_ParseTuple(args, "OOOOOOO:binary", &python, &cell, &result, &with_out, &state,
                          &ranges, &failed))
        return NULL;
    return make(&ForwarderType, BINARY, python, cell, result, with_out, state, ranges, failed);
}

static PyObject *
mod_unary(PyObject *m, PyObject *args)
{
    PyObject *python, *cell, *result, *with_out, *failed;
    if (!PyArg_ParseTuple(args, "OOOOO:unary", &python, &cell, &result, &with_out, &failed))
        return NULL;
    return make(&ForwarderType, UNARY, python, cell, result, with_out, NULL, NULL, failed);
}

static PyObject *
mod_generic(PyObject *m, PyObject *args)
{
    PyObject *python, *cell, *failed;
    if (!PyArg_ParseTuple(args, "OOO:generic", &python, &cell, &failed))
        return NULL;
    return make(&ForwarderType, GENERIC, python, cell, NULL, NULL, NULL, NULL, failed);
}

static Py_ssize_t
slot_offset(PyTypeObject *cls, const char *name)
{
    PyObject *d = PyDict_GetItemString(cls->tp_dict, name);
    if (d == NULL || !Py_IS_TYPE(d, &PyMemberDescr_Type)) {
        PyErr_Format(PyExc_TypeError, "%s.%s is not a slot", cls->tp_name, name);
        return -1;
    }
    PyMemberDef *def = ((PyMemberDescrObject *)d)->d_member;
    if (def->type != T_OBJECT_EX) {
        PyErr_Format(PyExc_TypeError, "%s.%s is not an object slot", cls->tp_name, name);
        return -1;
    }
    return def->offset;
}

static PyObject *
mod_configure(PyObject *m, PyObject *args)
{
    PyObject *cls, *call;
    if (!PyArg_ParseTuple(args, "O!O:configure", &PyType_Type, &cls, &call))
        return NULL;
    /* What a tracer that reads Python code (torch.compile's dynamo) finds as
     * Forwarder.__call__: a Python function calling the twin. Calls from
     * Python and C still take the vectorcall slot. */
    if (PyDict_SetItemString(ForwarderType.tp_dict, "__call__", call) < 0)
        return NULL;
    PyType_Modified(&ForwarderType);
    Py_ssize_t data = slot_offset((PyTypeObject *)cls, "_data");
    Py_ssize_t dtype = data < 0 ? -1 : slot_offset((PyTypeObject *)cls, "_dtype");
    if (dtype < 0)
        return NULL;
    Py_INCREF(cls);
    Py_XSETREF(array_base, (PyTypeObject *)cls);
    data_offset = data;
    dtype_offset = dtype;
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"configure", mod_configure, METH_VARARGS,
     "configure(Array, call): the class whose _data and _dtype slots results fill, and the\n"
     "Python __call__ that tracers see."},
    {"binary", mod_binary, METH_VARARGS,
     "binary(twin, cell, result, with_out, state, ranges, failed) -> Forwarder"},
    {"unary", mod_unary, METH_VARARGS, "unary(twin, cell, result, with_out, failed) -> Forwarder"},
    {"generic", mod_generic, METH_VARARGS, "generic(twin, cell, failed) -> Forwarder"},
    {NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "ivylite._accel",
    "The compiled forwarders of ivylite.dispatch.forwarders (optional).", -1, module_methods,
};

PyMODINIT_FUNC
PyInit__accel(void)
{
    if (PyType_Ready(&ForwarderType) < 0)
        return NULL;
    str_out = PyUnicode_InternFromString("out");
    str_pairs = PyUnicode_InternFromString("pairs");
    str_f_star = PyUnicode_InternFromString("f*");
    str_i_star = PyUnicode_InternFromString("i*");
    empty_tuple = PyTuple_New(0);
    if (!str_out || !str_pairs || !str_f_star || !str_i_star || !empty_tuple)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    /* What ivylite/dispatch/forwarders.py checks: a build older than this source
     * is not used. Raise it with any change of the calling convention. */
    if (PyModule_AddIntConstant(m, "VERSION", 1) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(&ForwarderType);
    if (PyModule_AddObject(m, "Forwarder", (PyObject *)&ForwarderType) < 0) {
        Py_DECREF(&ForwarderType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
