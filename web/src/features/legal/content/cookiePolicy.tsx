import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { paths } from '../../../lib/routing/paths';
import { ACTIVE_MENU_KEY, COOKIE_CONSENT_KEY, SESSION_KEYS } from '../../../lib/storageKeys';
import { StorageTable, type StorageItem } from '../components/StorageTable';
import { WithdrawCookieConsent } from '../components/WithdrawCookieConsent';
import type { LegalText } from '../lib/legalText';

const untilLogout = 'Hasta que cierras sesión o eliminas tu cuenta.';

/** Everything the web app keeps in localStorage (the session keys of part 1 §3 and the banner's choice). */
const localItems: readonly StorageItem[] = [
  {
    name: SESSION_KEYS.token,
    kind: 'localStorage, propio, técnico',
    purpose:
      'Mantener tu sesión iniciada: guarda la credencial con la que la plataforma te identifica ante el servidor.',
    duration: untilLogout,
  },
  {
    name: SESSION_KEYS.role,
    kind: 'localStorage, propio, técnico',
    purpose: 'Recordar tu rol (Creativo o Profesional) para mostrarte las opciones que te corresponden.',
    duration: untilLogout,
  },
  {
    name: SESSION_KEYS.creativeType,
    kind: 'localStorage, propio, técnico',
    purpose:
      'Recordar tu tipo de perfil creativo (estudiante, graduado, estilista, diseñador u otro) durante el registro y en los menús.',
    duration: untilLogout,
  },
  {
    name: SESSION_KEYS.professionalType,
    kind: 'localStorage, propio, técnico',
    purpose:
      'Recordar tu tipo de perfil profesional (marca, empresa, agencia, institución u otro) para ofrecerte, por ejemplo, la creación de ofertas.',
    duration: untilLogout,
  },
  {
    name: SESSION_KEYS.user,
    kind: 'localStorage, propio, técnico',
    purpose:
      'Guardar los datos básicos de tu cuenta (nombre de usuario, rol y tipo de perfil) para personalizar la cabecera y los menús.',
    duration: untilLogout,
  },
  {
    name: COOKIE_CONSENT_KEY,
    kind: 'localStorage, propio, técnico',
    purpose: 'Recordar tu respuesta al aviso de cookies (aceptar o rechazar) para no preguntarte en cada visita.',
    duration: 'Hasta que borras los datos del sitio en tu navegador.',
  },
];

const sessionItems: readonly StorageItem[] = [
  {
    name: ACTIVE_MENU_KEY,
    kind: 'sessionStorage, propio, técnico',
    purpose: 'Recordar la opción del menú en la que estás mientras navegas por la plataforma.',
    duration: 'Se borra al cerrar la pestaña o el navegador.',
  },
];

/** Política de Cookies: what the app really stores in the browser and how to withdraw consent. */
export const cookiePolicy: LegalText = {
  title: 'Política de Cookies',
  intro: (
    <p>
      Esta política explica qué información guarda {brand.name} en tu navegador, para qué la usa, cuánto tiempo la
      conserva y cómo puedes borrarla o retirar tu consentimiento, de acuerdo con el artículo 22.2 de la Ley 34/2002, de
      servicios de la sociedad de la información y de comercio electrónico (LSSI-CE).
    </p>
  ),
  sections: [
    {
      id: 'que-son',
      title: 'Qué son las cookies y tecnologías similares',
      body: (
        <p>
          Las cookies son pequeños archivos que un sitio web guarda en tu navegador. Otras tecnologías cumplen una
          función parecida, como el almacenamiento local (localStorage), que conserva la información hasta que se borra,
          y el almacenamiento de sesión (sessionStorage), que la borra al cerrar la pestaña. La normativa las trata a
          todas del mismo modo, por lo que en esta política nos referimos a ellas en conjunto.
        </p>
      ),
    },
    {
      id: 'que-usamos',
      title: 'Qué guarda Moda Talento en tu navegador',
      body: (
        <>
          <p>
            {brand.name} no utiliza cookies de análisis, de publicidad ni de seguimiento, ni propias ni de terceros.
            Solo guarda la información técnica imprescindible para que la plataforma funcione:
          </p>
          <StorageTable caption="Almacenamiento local (localStorage)" items={localItems} />
          <StorageTable caption="Almacenamiento de sesión (sessionStorage)" items={sessionItems} />
          <p>
            Si eliges iniciar sesión con Google, durante ese proceso puede guardarse una cookie técnica temporal que
            protege el inicio de sesión frente a peticiones falsificadas y que deja de usarse al completarlo.
          </p>
        </>
      ),
    },
    {
      id: 'terceros',
      title: 'Cookies de terceros',
      body: (
        <p>
          Al iniciar sesión con Google se te redirige a Google, que puede instalar sus propias cookies en su dominio
          conforme a su política de cookies. Lo mismo ocurre cuando sigues un enlace a otro sitio, como las redes
          sociales, las webs de las empresas e instituciones o las tiendas de la sección Revista: desde ese momento se
          aplican las políticas de ese sitio, que te recomendamos consultar.
        </p>
      ),
    },
    {
      id: 'base-legal',
      title: 'Base legal y consentimiento',
      body: (
        <p>
          Toda la información de las tablas anteriores es estrictamente necesaria para prestarte el servicio que
          solicitas (mantener tu sesión y navegar por la plataforma), por lo que el artículo 22.2 de la LSSI-CE la exime
          de consentimiento. Aun así, te lo explicamos en el aviso de cookies y guardamos tu respuesta. Si en el futuro
          incorporamos cookies que no sean necesarias, te pediremos antes tu consentimiento y actualizaremos esta
          política.
        </p>
      ),
    },
    {
      id: 'retirar-consentimiento',
      title: 'Cómo retirar tu consentimiento o borrar estos datos',
      body: (
        <>
          <p>Puedes retirar tu consentimiento en cualquier momento con el botón siguiente:</p>
          <WithdrawCookieConsent />
          <p>Además, puedes borrar en cualquier momento lo que la plataforma guarda en tu navegador:</p>
          <ul>
            <li>
              <strong>Cerrando sesión</strong>: se borran <code>authToken</code>, <code>role</code>,{' '}
              <code>creativeType</code>, <code>professionalType</code> y <code>user</code>.
            </li>
            <li>
              <strong>Cerrando la pestaña o el navegador</strong>: se borra el almacenamiento de sesión.
            </li>
            <li>
              <strong>Desde la configuración de tu navegador</strong>, borrando los datos de este sitio: en Chrome y
              Edge, en Configuración, Privacidad y seguridad; en Firefox, en Ajustes, Privacidad y seguridad, Cookies y
              datos del sitio; en Safari, en Ajustes, Privacidad, Gestionar datos de sitios web. Al hacerlo se cerrará
              tu sesión y el aviso de cookies volverá a mostrarse.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'mas-informacion',
      title: 'Más información',
      body: (
        <p>
          Para saber cómo tratamos tus datos personales, consulta la{' '}
          <Link to={paths.privacyPolicy()}>Política de Privacidad y Protección de Datos</Link>. Si tienes cualquier duda
          sobre esta política, escríbenos a <a href={`mailto:${brand.privacyEmail}`}>{brand.privacyEmail}</a>. Podemos
          actualizarla cuando cambie la plataforma; la versión y la fecha de la última actualización figuran al
          principio del documento.
        </p>
      ),
    },
  ],
};
